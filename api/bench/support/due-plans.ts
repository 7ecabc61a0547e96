// Dons réguliers (issue 29): `count` active monthly plans due on `today`, written directly in
// SQL (the charge run's bench and its crash test need thousands): each with its first paid
// donation (the checkout that started it, outside the ledger: only the later charges are
// measured) and a saved sandbox card that pays. Spread over `campaignIds` in turn.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

export async function seedDuePlans(
  db: Database,
  input: {
    campaignIds: string[];
    count: number;
    amountCents: number;
    anchorDay: string;
    today: string;
  },
): Promise<void> {
  const campaigns = sql.param(input.campaignIds);
  await db.execute(sql`
    insert into sandbox_cards (id, customer_ref, brand, last4, exp_month, exp_year, behaviour)
    select 'pm_seed_' || i, 'cus_seed_' || i, 'Visa', '4242', 12, 2030, 'pay'
    from generate_series(1, ${input.count}) as i`);
  await db.execute(sql`
    with first as (
      insert into donations (campaign_id, donor_name, donor_email, amount_cents, payment_status,
        payment_provider, provider_session_id, paid_at, origin_url)
      select (${campaigns}::uuid[])[1 + (i % cardinality(${campaigns}::uuid[]))],
        'Donateur ' || i, 'donateur' || i || '@example.test', ${input.amountCents}, 'paid',
        'sandbox', 'seed_' || i, now(), 'http://localhost:3000'
      from generate_series(1, ${input.count}) as i
      returning id, campaign_id, provider_session_id, donor_name, donor_email
    )
    insert into recurring_plans (campaign_id, donor_name, donor_email, frequency, amount_cents,
      status, anchor_day, next_charge_on, first_donation_id, first_session_id, payment_provider,
      customer_ref, payment_method_ref, card_brand, card_last4, card_exp_month, card_exp_year,
      origin_url, started_at)
    select first.campaign_id, first.donor_name, first.donor_email, 'monthly', ${input.amountCents},
      'active', ${input.anchorDay}::date, ${input.today}::date, first.id, first.provider_session_id,
      'sandbox', replace(first.provider_session_id, 'seed_', 'cus_seed_'),
      replace(first.provider_session_id, 'seed_', 'pm_seed_'), 'Visa', '4242', 12, 2030,
      'http://localhost:3000', now()
    from first`);
  // Each first donation names its plan, as a checkout's does (create-donation.ts).
  await db.execute(sql`
    update donations d set recurring_plan_id = p.id
    from recurring_plans p where p.first_donation_id = d.id and d.recurring_plan_id is null`);
}
