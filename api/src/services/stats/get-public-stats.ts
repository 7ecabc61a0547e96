import { and, eq, sql } from 'drizzle-orm';
import type { PublicStats } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations, campaignRaisedCents, campaigns, donations } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { publicCampaignCondition } from '../catalogue/campaign-visibility';

/**
 * GET /stats: the figures of what the public can see: public campaigns (and the money and
 * donors they received), approved associations. Drafts and campaigns of associations not
 * approved count nowhere.
 */
export async function getPublicStats(db: Database): Promise<PublicStats> {
  const [[figures], [donors], [approved]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        completed: sql<number>`(count(*) filter (where ${campaigns.status} = 'completed'))::int`,
        raisedCents: sql<string>`coalesce(sum(${campaignRaisedCents}), 0)`,
      })
      .from(campaigns)
      .innerJoin(associations, eq(associations.id, campaigns.associationId))
      .where(publicCampaignCondition),
    db
      .select({ count: sql<number>`count(distinct lower(${donations.donorEmail}))::int` })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .innerJoin(associations, eq(associations.id, campaigns.associationId))
      .where(and(eq(donations.paymentStatus, 'paid'), publicCampaignCondition)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(associations)
      .where(eq(associations.status, 'approved')),
  ]);
  return {
    total_campaigns: figures!.total,
    total_raised: centsToEuros(Number(figures!.raisedCents)),
    total_associations: approved!.count,
    total_donors: donors!.count,
    total_completed_campaigns: figures!.completed,
  };
}
