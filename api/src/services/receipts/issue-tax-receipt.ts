import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { effectiveTaxRate, rewardAllowsTaxReceipt, type TaxReceiptMoment } from 'shared-contracts';
import type { Database, Tx } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import {
  taxReceiptCounters,
  taxReceipts,
  type TaxReceiptCancellationReason,
} from '../../db/schema/tax-receipts';
import { isGoalCampaignRow } from '../catalogue/campaign-funding';
import { enqueueJob } from '../jobs/enqueue';
import { lockDonorRewardYear, rewardsReceivedInYearCents } from './reward-cap';
import { parisDay, taxSettingOn } from './tax-settings';
import { printedAssociationFacts, printedDonorFacts } from './receipt-facts';

/** Why a donation whose donor asked for a reçu fiscal gets none (the payment email says it). */
export type TaxReceiptRefusal = 'not_eligible' | 'reward_rule';

type ReceiptContext = {
  donation: typeof donations.$inferSelect;
  campaign: typeof campaigns.$inferSelect;
  association: typeof associations.$inferSelect;
};

async function receiptContext(
  db: Tx | Database,
  donationId: string,
): Promise<ReceiptContext | undefined> {
  const [context] = await db
    .select({ donation: donations, campaign: campaigns, association: associations })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(eq(donations.id, donationId));
  return context;
}

/**
 * The rules a receipt is issued under, on the day of the gift: the association verified (a
 * withdrawn eligibility issues nothing more) and the reward within the rule (the dialog refused
 * that combination already; this is the last guard). Null when a receipt may be issued.
 */
async function refusalOn(
  db: Tx | Database,
  { donation, association }: ReceiptContext,
  giftDate: string,
): Promise<TaxReceiptRefusal | null> {
  if (effectiveTaxRate(association) === null) return 'not_eligible';
  const rewardCapCents = await taxSettingOn(db, 'reward_cap_cents', giftDate);
  // The flat cap counts the rewards of the donor's calendar year with this association (issue
  // 26, reward-cap.ts); only a gift with a reward needs the count.
  const rewardsThisYearCents =
    donation.rewardValueCents > 0
      ? await rewardsReceivedInYearCents(db, {
          associationId: association.id,
          year: Number(giftDate.slice(0, 4)),
          donor: { userId: donation.userId, email: donation.donorEmail },
          exceptDonationId: donation.id,
        })
      : 0;
  if (
    !rewardAllowsTaxReceipt({
      rewardValueCents: donation.rewardValueCents,
      giftCents: donation.amountCents,
      rewardCapCents,
      rewardsThisYearCents,
    })
  )
    return 'reward_rule';
  return null;
}

/**
 * What the donor of a paid donation is told about their reçu fiscal in the payment email:
 * nothing asked (null), issued (sent in its own email), to come once a goal campaign reaches
 * its goal, or refused with the reason. Read by the payment's email job, after the payment
 * committed; the rules are those issueTaxReceiptInTx applied.
 */
export type TaxReceiptOutlook =
  | { kind: 'issued' }
  | { kind: 'at_goal'; endDate: Date }
  | { kind: 'refused'; reason: TaxReceiptRefusal };

export async function taxReceiptOutlook(
  db: Database,
  donationId: string,
): Promise<TaxReceiptOutlook | null> {
  const context = await receiptContext(db, donationId);
  if (!context?.donation.wantsTaxReceipt) return null;
  const [receipt] = await db
    .select({ id: taxReceipts.id })
    .from(taxReceipts)
    .where(eq(taxReceipts.donationId, donationId));
  if (receipt) return { kind: 'issued' };
  const { donation, campaign } = context;
  const reason = await refusalOn(db, context, parisDay(donation.paidAt ?? new Date()));
  if (reason) return { kind: 'refused', reason };
  if (isGoalCampaignRow(campaign)) return { kind: 'at_goal', endDate: campaign.endDate! };
  // Issued with the payment or refused then: a verification given back since is not a receipt.
  return { kind: 'refused', reason: 'not_eligible' };
}

/**
 * The next number of the association's one sequence of receipts for `year` (2025-000042),
 * taken under the counter row's lock so two receipts never share one and none is skipped.
 */
export async function nextReceiptNumber(tx: Tx, associationId: string, year: number) {
  const [counter] = await tx
    .insert(taxReceiptCounters)
    .values({ associationId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxReceiptCounters.associationId, taxReceiptCounters.year],
      set: { lastNumber: sql`${taxReceiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxReceiptCounters.lastNumber });
  const sequence = counter!.lastNumber;
  return { year, sequence, number: `${year}-${String(sequence).padStart(6, '0')}` };
}

/**
 * Numbers the reçu fiscal of a paid donation, inside the caller's transaction: the counter row
 * of (association, year) is incremented with a row lock, so concurrent issues of one
 * association queue there for the rest of their transaction and each gets the next number; a
 * transaction that rolls back takes its number back with it (gap-free). Once only: a donation
 * that has its receipt already keeps it (checked before the counter moves). Nothing is issued
 * when the donor did not ask, or when the rules refuse it (refusalOn). Returns the receipt id
 * issued now, or null.
 *
 * When: a continuous campaign's gift is final when paid, so its receipt is issued in
 * the payment's own transaction (`moment` 'payment'), dated the payment's day. A goal
 * campaign's gift is not: the platform holds the money as a collector under the condition that
 * the goal is reached, and refunds it in full otherwise. The reduction of art. 200 CGI is for
 * sums given to the organisation, and BOFiP BOI-IR-RICI-250-20 (§ 1 and § 30) counts a gift
 * through a collector or by card on the day the sum is credited to the beneficiary: until the
 * goal is reached, the association has nothing and the donor may get everything back, so no
 * gift is final and no receipt may be issued (an association answers for every irregular
 * receipt: art. 1740 A CGI). The receipt is therefore issued when the settlement finds the goal
 * reached (`moment` 'goal_reached', settle-goal-campaign.ts), in its transaction, dated that
 * day, the day the gift becomes the association's; a missed goal refunds and issues nothing.
 */
export async function issueTaxReceiptInTx(
  tx: Tx,
  donationId: string,
  moment: TaxReceiptMoment = 'payment',
): Promise<string | null> {
  const context = await receiptContext(tx, donationId);
  if (!context) return null;
  const { donation, campaign, association } = context;
  if (!donation.wantsTaxReceipt || donation.paymentStatus !== 'paid') return null;
  if (moment === 'payment' && isGoalCampaignRow(campaign)) return null;
  const [existing] = await tx
    .select({ id: taxReceipts.id })
    .from(taxReceipts)
    .where(eq(taxReceipts.donationId, donation.id));
  if (existing) return null;
  const giftDate = parisDay(
    moment === 'goal_reached' ? new Date() : (donation.paidAt ?? new Date()),
  );
  if (donation.rewardValueCents > 0)
    await lockDonorRewardYear(tx, {
      associationId: association.id,
      year: Number(giftDate.slice(0, 4)),
      donor: { userId: donation.userId, email: donation.donorEmail },
    });
  if (await refusalOn(tx, context, giftDate)) return null;
  // Not null: refusalOn refused an association without an effective rate.
  const ratePercent = effectiveTaxRate(association)!;
  const [receipt] = await tx
    .insert(taxReceipts)
    .values({
      donationId: donation.id,
      associationId: association.id,
      ...(await nextReceiptNumber(tx, association.id, Number(giftDate.slice(0, 4)))),
      amountCents: donation.amountCents,
      ratePercent,
      giftDate,
      ...printedDonorFacts(donation),
      ...printedAssociationFacts(association),
    })
    .returning({ id: taxReceipts.id });
  return receipt!.id;
}

/**
 * A goal campaign found to have reached its goal (settle-goal-campaign.ts, in the transaction
 * that decides the transfer): the receipts of its paid donations are issued now, oldest payment
 * first, and each one's delivery is queued in the same transaction (the `payment-receipts` job:
 * the payment's emails left already, by their sent keys, so only the reçu fiscal goes). A
 * donation the rules now refuse (eligibility withdrawn since the payment, reward rule) gets the
 * same job, which tells its donor why no receipt comes (sendPaymentReceipts).
 */
export async function issueGoalReachedReceiptsInTx(tx: Tx, donationIds: string[]): Promise<void> {
  if (donationIds.length === 0) return;
  const wanting = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(and(inArray(donations.id, donationIds), eq(donations.wantsTaxReceipt, true)))
    .orderBy(asc(donations.paidAt), asc(donations.id));
  for (const { id } of wanting) {
    await issueTaxReceiptInTx(tx, id, 'goal_reached');
    await enqueueJob(tx, 'payment-receipts', { donationId: id });
  }
}

/**
 * A refunded or disputed gift's receipt: cancelled with its date and reason, in the
 * transaction of the refund or the dispute, with the job that tells the donor
 * (`tax-receipt-cancelled`). Once: a receipt already cancelled keeps its first reason.
 */
export async function cancelTaxReceiptInTx(
  tx: Tx,
  donationId: string,
  reason: TaxReceiptCancellationReason = 'refund',
): Promise<void> {
  const cancelled = await tx
    .update(taxReceipts)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, cancellationReason: reason })
    .where(sql`${taxReceipts.donationId} = ${donationId} and ${taxReceipts.status} = 'issued'`)
    .returning({ id: taxReceipts.id });
  if (cancelled.length) await enqueueJob(tx, 'tax-receipt-cancelled', { donationId });
}
