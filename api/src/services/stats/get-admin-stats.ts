import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_RECENT_DONATIONS_COUNT,
  ADMIN_STATS_MONTHS,
  type AdminStats,
  type MonthlyDonations,
} from 'shared-contracts';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { rowsOf } from '../../lib/sql-rows';
import { listDonations } from '../../views/donation-view';
import { checkoutRefusalCounts } from '../checkout-defence/checkout-refusals';

/** Platform figures for the super admin in one round trip, plus the 10 latest paid donations. */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(amount_cents), 0) from donations where payment_status = 'paid') as total_donated_cents,
      (select count(*)::int from donations where payment_status = 'paid') as total_donations,
      (select count(*)::int from associations) as total_associations,
      (select count(*)::int from associations where status = 'pending') as pending_associations,
      (select count(*)::int from campaigns) as total_campaigns,
      (select count(*)::int from campaigns where status = 'active') as active_campaigns,
      (select count(*)::int from users) as total_users,
      (select count(distinct lower(donor_email))::int from donations where payment_status = 'paid') as unique_donors,
      (select count(*)::int from donation_disputes where outcome = 'open') as open_disputes,
      (select coalesce(sum(amount_cents), 0) from donation_disputes where outcome = 'open') as open_disputes_cents
  `);
  const [row] = rowsOf<{
    total_donated_cents: string | number;
    total_donations: number;
    total_associations: number;
    pending_associations: number;
    total_campaigns: number;
    active_campaigns: number;
    total_users: number;
    unique_donors: number;
    open_disputes: number;
    open_disputes_cents: string | number;
  }>(result);
  if (!row) throw new Error('the admin stats query returned no row');
  return {
    total_donated: centsToEuros(Number(row.total_donated_cents)),
    total_donations: row.total_donations,
    total_associations: row.total_associations,
    pending_associations: row.pending_associations,
    total_campaigns: row.total_campaigns,
    active_campaigns: row.active_campaigns,
    total_users: row.total_users,
    unique_donors: row.unique_donors,
    open_disputes: row.open_disputes,
    open_disputes_amount: centsToEuros(Number(row.open_disputes_cents)),
    donations_by_month: await getDonationsByMonth(db),
    donations: await listDonations(
      db,
      eq(donations.paymentStatus, 'paid'),
      ADMIN_RECENT_DONATIONS_COUNT,
    ),
    refused_checkouts: await checkoutRefusalCounts(db),
  };
}

/**
 * Paid donations per month over the last ADMIN_STATS_MONTHS months, the current one included,
 * months in Paris time (what the admin calls "November"), a month without gifts at zero.
 */
async function getDonationsByMonth(db: Database): Promise<MonthlyDonations[]> {
  const result = await db.execute(sql`
    with months as (
      select to_char(
        date_trunc('month', now() at time zone 'Europe/Paris') - make_interval(months => n),
        'YYYY-MM'
      ) as month
      from generate_series(0, ${ADMIN_STATS_MONTHS - 1}) as n
    ),
    paid as (
      select
        to_char(coalesce(paid_at, created_at) at time zone 'Europe/Paris', 'YYYY-MM') as month,
        amount_cents
      from donations
      where payment_status = 'paid'
        and coalesce(paid_at, created_at) >= (
          date_trunc('month', now() at time zone 'Europe/Paris')
            - make_interval(months => ${ADMIN_STATS_MONTHS - 1})
        ) at time zone 'Europe/Paris'
    )
    select months.month,
      coalesce(sum(paid.amount_cents), 0) as amount_cents,
      count(paid.amount_cents)::int as count
    from months left join paid on paid.month = months.month
    group by months.month
    order by months.month
  `);
  return rowsOf<{ month: string; amount_cents: string | number; count: number }>(result).map(
    (row) => ({
      month: row.month,
      amount: centsToEuros(Number(row.amount_cents)),
      count: row.count,
    }),
  );
}
