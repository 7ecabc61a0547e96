import { and, eq, inArray } from 'drizzle-orm';
import {
  CAMPAIGN_LOCKABLE_FIELDS,
  type CampaignEditRules,
  type EditableCampaign,
  type Role,
} from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations, campaigns, donations } from '../../db/schema';
import { rowExists } from '../../db/row-exists';
import { findCampaign } from '../../views/campaign-view';
import { mayBePublic } from './assert-can-publish';
import { whatMayChange } from './campaign-terms';

/** Whether money was ever given to the campaign: paid, or refunded (given under its terms). */
export async function hasCampaignReceivedMoney(db: Database, campaignId: string): Promise<boolean> {
  return rowExists(
    db,
    donations,
    and(
      eq(donations.campaignId, campaignId),
      inArray(donations.paymentStatus, ['paid', 'refunded']),
    ),
  );
}

/**
 * What an editor may change in the campaign, for this actor: the same rules its save applies
 * (whatMayChange in campaign-terms.ts, mayBePublic in assert-can-publish.ts), so a screen
 * locks exactly what the save would refuse. Undefined when the campaign does not exist.
 */
export async function getCampaignEditRules(
  db: Database,
  campaignId: string,
  actor: Role,
): Promise<CampaignEditRules | undefined> {
  const [current] = await db
    .select({
      targetAmountCents: campaigns.targetAmountCents,
      endDate: campaigns.endDate,
      status: campaigns.status,
      associationId: campaigns.associationId,
      associationStatus: associations.status,
    })
    .from(campaigns)
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(eq(campaigns.id, campaignId));
  if (!current) return undefined;
  const hasReceivedMoney = await hasCampaignReceivedMoney(db, campaignId);
  const { locked, earliest, allowedStatuses } = whatMayChange(current, { hasReceivedMoney, actor });
  return {
    locked_fields: CAMPAIGN_LOCKABLE_FIELDS.flatMap((field) => {
      const reason = locked[field];
      return reason ? [{ field, reason }] : [];
    }),
    earliest_end_date: earliest && {
      date: earliest.endDate.toISOString(),
      reason: earliest.reason,
    },
    // Keeping its status is never a change; publishing needs an approved association.
    allowed_statuses: allowedStatuses.filter(
      (status) => status === current.status || mayBePublic(current.associationStatus, status),
    ),
  };
}

/**
 * The campaign as its edit screens read it (GET /admin/campaigns/{id} and
 * GET /dashboard/campaigns/{id}), with its edit rules for this actor. Undefined when missing.
 */
export async function findEditableCampaign(
  db: Database,
  id: string,
  actor: Role,
): Promise<EditableCampaign | undefined> {
  const campaign = await findCampaign(db, id);
  const rules = campaign && (await getCampaignEditRules(db, id, actor));
  return rules && { ...campaign!, edit_rules: rules };
}
