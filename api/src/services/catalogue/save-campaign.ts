import { eq, inArray, sql } from 'drizzle-orm';
import { defaultCampaignEndDate } from 'shared-contracts';
import type { Database } from '../../db/client';
import { campaigns, donations, rewards } from '../../db/schema';
import { unprocessable } from '../../lib/app-error';
import { recordAudit, type AuditActor, type UserActor } from '../audit/record-audit';
import { eurosToCents } from '../../lib/money';
import { assertCanPublish } from './assert-can-publish';
import { campaignChangeRefusals, withoutUnchangedEndDate } from './campaign-terms';
import { hasCampaignReceivedMoney } from './get-campaign-edit-rules';
import { sanitizeHtml, toPlainText } from '../../lib/sanitize';
import type { CampaignCreateSchemaOutput, CampaignUpdateSchemaOutput } from './schema-types';
import { insertWithUniqueSlug } from './unique-slug';

export const CAMPAIGN_PLACEHOLDER_IMAGE = '/api/placeholders/campaign.svg';

type CampaignInsert = typeof campaigns.$inferInsert;
type RewardInput = NonNullable<CampaignCreateSchemaOutput['rewards']>[number];

function columnsFrom(input: CampaignUpdateSchemaOutput): Partial<CampaignInsert> {
  const columns: Partial<CampaignInsert> = {};
  if (input.title !== undefined) columns.title = toPlainText(input.title);
  if (input.description !== undefined) columns.description = toPlainText(input.description);
  if (input.story !== undefined) columns.story = sanitizeHtml(input.story);
  if (input.image_url !== undefined) columns.imageUrl = input.image_url;
  if (input.target_amount !== undefined) {
    // The admin form starts at 0: a zero target means no target (continuous funding).
    columns.targetAmountCents =
      input.target_amount === null || input.target_amount === 0
        ? null
        : eurosToCents(input.target_amount);
  }
  if (input.end_date !== undefined)
    columns.endDate = input.end_date === null ? null : new Date(input.end_date);
  if (input.status !== undefined) columns.status = input.status;
  if (input.association_id !== undefined)
    columns.associationId = input.association_id.toLowerCase();
  return columns;
}

async function replaceRewards(
  db: Database,
  campaignId: string,
  list: RewardInput[],
): Promise<void> {
  // A row naming a stored reward of this campaign is updated in place (issue 30: its stock and
  // the gifts that chose it stay attached); the others are inserted, the rest deleted.
  // Donations keep a snapshot of their reward's title, so deleting a row loses nothing.
  const stored = await db
    .select({ id: rewards.id })
    .from(rewards)
    .where(eq(rewards.campaignId, campaignId));
  const storedIds = new Set(stored.map((row) => row.id));
  const kept = new Set(
    list.map((reward) => reward.id?.toLowerCase()).filter((id) => id && storedIds.has(id)),
  );
  const gone = [...storedIds].filter((id) => !kept.has(id));
  if (gone.length > 0) await db.delete(rewards).where(inArray(rewards.id, gone));
  for (const [position, reward] of list.entries()) {
    const id = reward.id?.toLowerCase();
    const keptId = id && kept.has(id) ? id : null;
    const quantity = reward.quantity ?? null;
    const columns = {
      amountCents: eurosToCents(reward.amount),
      title: toPlainText(reward.title),
      description: reward.description ?? null,
      includesPrevious: reward.includes_previous,
      valueCents: eurosToCents(reward.value),
      noMarketValue: reward.no_market_value,
      needsShipping: reward.needs_shipping,
      quantity,
      position,
    };
    if (keptId) {
      // The stock left is the new quantity less the units the gifts count, in the statement
      // that locks the row (reward-stock.ts#quantityToRemaining says the same in TypeScript).
      await db
        .update(rewards)
        .set({
          ...columns,
          remaining:
            quantity === null
              ? null
              : sql`greatest(${quantity}::int - (select count(*)::int from ${donations} d where d.reward_id = ${rewards.id} and d.reward_held), 0)`,
        })
        .where(eq(rewards.id, keptId));
    } else {
      await db.insert(rewards).values({ campaignId, ...columns, remaining: quantity });
    }
  }
}

/** A reward as the audit log compares it: what the editor sends, in cents. */
function rewardFacts(row: typeof rewards.$inferSelect) {
  return {
    amount: row.amountCents / 100,
    title: row.title,
    description: row.description,
    includes_previous: row.includesPrevious,
    value: row.valueCents / 100,
    no_market_value: row.noMarketValue,
    quantity: row.quantity,
    needs_shipping: row.needsShipping,
  };
}

export async function createCampaign(
  db: Database,
  input: CampaignCreateSchemaOutput & { association_id: string },
  actor: AuditActor,
): Promise<string> {
  const columns = columnsFrom(input);
  // Without an end date in the body, the campaign runs for the default 30 days (spec section 5;
  // the editors' default too, from the same function); an explicit null makes it ongoing.
  const endDate =
    input.end_date === undefined ? new Date(defaultCampaignEndDate()) : (columns.endDate ?? null);
  return db.transaction(async (tx) =>
    insertWithUniqueSlug(
      tx as unknown as Database,
      campaigns,
      campaigns.slug,
      input.title,
      async (slug) => {
        // A savepoint per attempt: a slug clash must not abort the whole transaction.
        return tx.transaction(async (attempt) => {
          const [row] = await attempt
            .insert(campaigns)
            .values({
              ...columns,
              title: columns.title!,
              description: columns.description ?? '',
              associationId: input.association_id.toLowerCase(),
              imageUrl: columns.imageUrl ?? CAMPAIGN_PLACEHOLDER_IMAGE,
              status: input.status,
              endDate,
              slug,
            })
            .returning();
          await replaceRewards(attempt as unknown as Database, row!.id, input.rewards ?? []);
          await recordAudit(attempt, {
            actor,
            action: 'campaign.create',
            entity: 'campaign',
            entityId: row!.id,
            after: { ...row, rewards: input.rewards ?? [] },
          });
          return row!.id;
        });
      },
      'campagne',
    ),
  );
}

/**
 * Partial update (rewards replaced when sent), for the admin and the manager alike. The row is
 * locked first: a payment confirmed meanwhile waits (it moves the campaign's totals), so the
 * money rules (campaign-terms.ts) judge the campaign as it is when the change lands. Publishing
 * needs an approved association (assert-can-publish.ts). False when the campaign does not exist.
 */
export async function updateCampaign(
  db: Database,
  id: string,
  input: CampaignUpdateSchemaOutput,
  actor: UserActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!current) return false;
    const hasReceivedMoney = await hasCampaignReceivedMoney(tx as unknown as Database, id);
    const columns = hasReceivedMoney
      ? withoutUnchangedEndDate(current, columnsFrom(input))
      : columnsFrom(input);
    const refusals = campaignChangeRefusals(current, columns, {
      hasReceivedMoney,
      actor: actor.role,
    });
    if (refusals.length > 0) throw unprocessable(refusals, 'terms_frozen');
    const status = columns.status ?? current.status;
    const associationId = columns.associationId ?? current.associationId;
    if (status !== current.status || associationId !== current.associationId)
      await assertCanPublish(tx as unknown as Database, associationId, status);

    const rewardsNow = async () =>
      input.rewards === undefined
        ? undefined
        : (
            await tx
              .select()
              .from(rewards)
              .where(eq(rewards.campaignId, id))
              .orderBy(rewards.position)
          ).map(rewardFacts);
    const rewardsBefore = await rewardsNow();
    const [updated] = await tx
      .update(campaigns)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning();
    if (input.rewards !== undefined)
      await replaceRewards(tx as unknown as Database, id, input.rewards);
    await recordAudit(tx, {
      actor,
      action: status !== current.status ? 'campaign.status' : 'campaign.update',
      entity: 'campaign',
      entityId: id,
      before: { ...current, rewards: rewardsBefore },
      after: { ...updated, rewards: await rewardsNow() },
    });
    return true;
  });
}
