import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema';
import { centsToEuros } from '../../lib/money';

/** A donor's totals over their paid donations. */
export async function getDonorStats(db: Database, userId: string) {
  const [stats] = await db
    .select({
      totalCents: sql<string>`coalesce(sum(${donations.amountCents}), 0)`,
      campaigns: sql<number>`count(distinct ${donations.campaignId})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(donations)
    .where(and(eq(donations.userId, userId), eq(donations.paymentStatus, 'paid')));
  return {
    total_donated: centsToEuros(Number(stats?.totalCents ?? 0)),
    campaigns_supported: stats?.campaigns ?? 0,
    total_donations: stats?.count ?? 0,
  };
}
