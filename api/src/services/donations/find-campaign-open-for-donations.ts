import { eq, sql } from 'drizzle-orm';
import { effectiveTaxRate, LOADING_MESSAGES, PAYMENT_API_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { createStatementBatcher } from '../../db/statement-batcher';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { conflict, notFound } from '../../lib/app-error';
import { centsToEuros } from '../../lib/money';
import { rewardsJson } from '../../views/campaign-view';
import { isCampaignPublic, isOpenForDonations } from '../catalogue/campaign-visibility';

export interface CampaignOpenForDonations {
  id: string;
  slug: string;
  title: string;
  associationId: string;
  associationName: string;
  /** The rate of the reçus fiscaux when the association's eligibility is verified, else null. */
  taxRatePercent: number | null;
  rewards: {
    id: string;
    title: string;
    description: string | null;
    amount: number;
    valueCents: number;
    /** Units left (issue 30), null without a limit. */
    remaining: number | null;
    needsShipping: boolean;
  }[];
}

/**
 * The campaign a donation goes to, with its rewards: 404 when it is not public (drafts and
 * campaigns of unapproved associations do not exist for donors), 409 when it no longer
 * receives donations.
 */
export async function findCampaignOpenForDonations(
  db: Database,
  campaignId: string,
): Promise<CampaignOpenForDonations> {
  const campaign = await lookupBatcher(db)(campaignId);
  if (!campaign || !isCampaignPublic(campaign)) throw notFound(LOADING_MESSAGES.campaignNotFound);
  if (!isOpenForDonations(campaign))
    throw conflict(PAYMENT_API_MESSAGES.campaignClosed, 'campaign_closed');
  return {
    id: campaign.id,
    slug: campaign.slug,
    title: campaign.title,
    associationId: campaign.associationId,
    associationName: campaign.associationName,
    taxRatePercent: effectiveTaxRate(campaign),
    rewards: [...campaign.rewards]
      .sort((a, b) => a.position - b.position)
      .map((row) => ({
        valueCents: Number(row.value_cents),
        id: row.id,
        title: row.title,
        description: row.description,
        amount: centsToEuros(Number(row.amount_cents)),
        remaining: row.remaining ?? null,
        needsShipping: row.needs_shipping ?? false,
      })),
  };
}

/**
 * Campaigns, their association's facts and their rewards in one round trip, as a prepared
 * statement (checkout creation is hot when a campaign goes viral), for every checkout opened
 * at the same moment (statement-batcher.ts). Bound to its database handle, so kept per handle.
 */
function prepareLookup(db: Database) {
  return db
    .select({
      id: campaigns.id,
      slug: campaigns.slug,
      title: campaigns.title,
      status: campaigns.status,
      targetAmountCents: campaigns.targetAmountCents,
      endDate: campaigns.endDate,
      associationId: campaigns.associationId,
      associationName: associations.name,
      associationStatus: associations.status,
      taxEligibility: associations.taxEligibility,
      taxRatePercent: associations.taxRatePercent,
      rewards: rewardsJson,
    })
    .from(campaigns)
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(sql`${campaigns.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('campaigns_open_for_donations');
}

type CampaignRow = Awaited<ReturnType<ReturnType<typeof prepareLookup>['execute']>>[number];

const lookupBatcher = preparedPerDatabase((db: Database) => {
  const lookup = prepareLookup(db);
  return createStatementBatcher({
    runBatch: async (ids: string[]): Promise<(CampaignRow | undefined)[]> => {
      const rows = await lookup.execute({ ids: [...new Set(ids)] });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
  });
});
