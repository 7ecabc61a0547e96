import { and, eq, inArray } from 'drizzle-orm';
import {
  campaignAcceptsDonations,
  type AssociationStatus,
  type CampaignStatus,
} from 'shared-contracts';
import { associations, campaigns } from '../../db/schema';

/**
 * Who sees a campaign and who may give to it: the one home of both rules (the catalogue, the
 * stats, the donation route).
 */

/** Published (active or completed) campaigns of approved associations: the only public ones. */
export function isCampaignPublic(campaign: {
  status: CampaignStatus;
  associationStatus: AssociationStatus;
}): boolean {
  return campaign.status !== 'draft' && campaign.associationStatus === 'approved';
}

/** The same rule in SQL, over `campaigns` joined with `associations`. */
export const publicCampaignCondition = and(
  inArray(campaigns.status, ['active', 'completed']),
  eq(associations.status, 'approved'),
)!;

/** A public, active campaign whose end date (if any) has not passed (shared-contracts' rule). */
export function isOpenForDonations(
  campaign: { status: CampaignStatus; associationStatus: AssociationStatus; endDate: Date | null },
  now: Date = new Date(),
): boolean {
  return (
    isCampaignPublic(campaign) &&
    campaign.status === 'active' &&
    campaignAcceptsDonations({ status: campaign.status, end_date: campaign.endDate }, now)
  );
}
