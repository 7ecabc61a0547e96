import { asc, eq } from 'drizzle-orm';
import { LOADING_MESSAGES, PAYMENT_API_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaigns, rewards } from '../../db/schema/campaigns';
import { conflict, notFound } from '../../lib/app-error';
import { centsToEuros } from '../../lib/money';
import { isCampaignPublic, isOpenForDonations } from '../catalogue/campaign-visibility';

export interface CampaignOpenForDonations {
  id: string;
  slug: string;
  title: string;
  associationName: string;
  /** The rate of the reçus fiscaux when the association's eligibility is verified, else null. */
  taxRatePercent: number | null;
  rewards: {
    id: string;
    title: string;
    description: string | null;
    amount: number;
    valueCents: number;
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
  const [[campaign], rewardRows] = await Promise.all([
    db
      .select({
        id: campaigns.id,
        slug: campaigns.slug,
        title: campaigns.title,
        status: campaigns.status,
        targetAmountCents: campaigns.targetAmountCents,
        endDate: campaigns.endDate,
        associationName: associations.name,
        associationStatus: associations.status,
        taxEligibility: associations.taxEligibility,
        taxRatePercent: associations.taxRatePercent,
      })
      .from(campaigns)
      .innerJoin(associations, eq(associations.id, campaigns.associationId))
      .where(eq(campaigns.id, campaignId))
      .limit(1),
    db
      .select({
        id: rewards.id,
        title: rewards.title,
        description: rewards.description,
        amountCents: rewards.amountCents,
        valueCents: rewards.valueCents,
      })
      .from(rewards)
      .where(eq(rewards.campaignId, campaignId))
      .orderBy(asc(rewards.position)),
  ]);
  if (!campaign || !isCampaignPublic(campaign)) throw notFound(LOADING_MESSAGES.campaignNotFound);
  if (!isOpenForDonations(campaign)) throw conflict(PAYMENT_API_MESSAGES.campaignClosed);
  return {
    id: campaign.id,
    slug: campaign.slug,
    title: campaign.title,
    associationName: campaign.associationName,
    taxRatePercent: campaign.taxEligibility === 'verified' ? campaign.taxRatePercent : null,
    rewards: rewardRows.map((row) => ({
      valueCents: row.valueCents,
      id: row.id,
      title: row.title,
      description: row.description,
      amount: centsToEuros(row.amountCents),
    })),
  };
}
