import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/**
 * Who receives a campaign's update (issue 30 item 4): each address (lower-case, once however
 * many times it gave) of a paid gift to the campaign whose latest paid gift there ticked the
 * contact consent (donations.contact_consent, RGPD art. 6.1.a: the latest choice wins, so a
 * donor who gave again without ticking is no longer written to), whose contact data was not
 * erased, and that has not unsubscribed from the association (contact_unsubscribes, RFC 8058
 * one-click): an unsubscribe counts for every update sent after it.
 */
function recipientsSql(campaignId: string) {
  return sql`
    with latest as (
      select distinct on (lower(d.donor_email)) lower(d.donor_email) as email, d.contact_consent
      from donations d
      where d.campaign_id = ${campaignId} and d.payment_status = 'paid'
        and d.contact_erased_at is null and d.donor_email <> ''
      order by lower(d.donor_email), d.paid_at desc nulls last, d.created_at desc
    )
    select latest.email from latest
    join campaigns c on c.id = ${campaignId}
    where latest.contact_consent
      and not exists (select 1 from contact_unsubscribes u
        where u.association_id = c.association_id and u.email = latest.email)
    order by latest.email`;
}

/** The addresses an update of the campaign goes to now. */
export async function newsRecipients(db: Database | Tx, campaignId: string): Promise<string[]> {
  const result = await db.execute(recipientsSql(campaignId));
  return rowsOf<{ email: string }>(result).map((row) => row.email);
}

/** How many addresses an update of the campaign would go to now (what the manager is shown). */
export async function countNewsRecipients(db: Database | Tx, campaignId: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (${recipientsSql(campaignId)}) r`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
