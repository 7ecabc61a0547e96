import { and, asc, eq, inArray, isNull, lt, not, sql } from 'drizzle-orm';
import { associationDebts, campaigns, donations, payouts, type PayoutKind } from '../../db/schema';
import type { Database, Tx } from '../../db/client';
import { hasOpenDispute } from '../disputes/open-dispute';
import type { PaymentProvider } from '../payments/payment-provider';
import { payoutFigures } from './fees';
import { assertPaidThrough } from './settlement-provider';
import type { CampaignRow, PayoutRow } from './settlement-types';

/** Locks the campaign's row: a payment being confirmed for it waits until the caller commits. */
export async function lockCampaign(tx: Tx, campaignId: string): Promise<void> {
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
}

export interface UnsettledDonation {
  id: string;
  amountCents: number;
  /** The provider it was paid through: its settlement goes through the same one. */
  paymentProvider: string;
}

/** The campaign's paid gifts that no payout holds yet (transfer or refund). */
function paidNotPaidOut(campaignId: string) {
  return and(
    eq(donations.campaignId, campaignId),
    eq(donations.paymentStatus, 'paid'),
    isNull(donations.payoutId),
  );
}

/**
 * Paid donations of a campaign not attached to any payout yet (paid before `before` if given),
 * locked for the caller's transaction unless `lock` is false (the dry run reads only). A gift
 * whose card payment is disputed and not decided yet is held out (disputes/record-dispute.ts):
 * it joins a later payout if the dispute is won.
 */
export async function unsettledPaidDonations(
  tx: Tx | Database,
  campaignId: string,
  options: { before?: Date; lock?: boolean } = {},
): Promise<UnsettledDonation[]> {
  const query = tx
    .select({
      id: donations.id,
      amountCents: donations.amountCents,
      paymentProvider: donations.paymentProvider,
    })
    .from(donations)
    .where(
      and(
        paidNotPaidOut(campaignId),
        options.before ? lt(donations.paidAt, options.before) : undefined,
        not(hasOpenDispute(donations.id)),
      ),
    );
  return options.lock === false ? query : query.for('update');
}

/**
 * The campaign's paid gifts held out by an open dispute, in cents: still counted in its total,
 * so a goal campaign's outcome (transfer or refund) is decided with them.
 */
export async function openDisputedCents(tx: Tx | Database, campaignId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${donations.amountCents}), 0)` })
    .from(donations)
    .where(and(paidNotPaidOut(campaignId), hasOpenDispute(donations.id)));
  return Number(row?.cents ?? 0);
}

/**
 * Creates a payout row covering exactly `covered` and attaches those donations to it, inside
 * the caller's transaction: the figures are those of the donations attached, never of a total
 * read earlier. A transfer also withholds what the association owes (oldest debts first, each
 * in full, as long as they fit in the net). Null when `covered` is empty or the
 * (campaign, kind, period) payout already exists.
 */
export async function createPayout(
  tx: Tx,
  input: {
    campaign: CampaignRow;
    kind: PayoutKind;
    periodKey: string;
    periodEnd: Date;
    covered: UnsettledDonation[];
    /** The provider this process settles through (deps.provider.name). */
    settledThrough: PaymentProvider['name'];
  },
): Promise<PayoutRow | null> {
  const { campaign, kind, covered } = input;
  if (covered.length === 0) return null;
  // Settled through the provider they were paid through: refused before anything is written.
  assertPaidThrough(input.settledThrough, covered);
  const amounts = covered.map((donation) => donation.amountCents);
  const figures =
    kind === 'transfer'
      ? payoutFigures(amounts)
      : {
          ...payoutFigures(amounts),
          commissionCents: 0,
          processingFeeCents: 0,
          netCents: amounts.reduce((a, b) => a + b, 0),
        };
  const [payout] = await tx
    .insert(payouts)
    .values({
      kind,
      campaignId: campaign.id,
      associationId: campaign.associationId,
      periodKey: input.periodKey,
      periodEnd: input.periodEnd,
      ...figures,
    })
    .onConflictDoNothing()
    .returning();
  if (!payout) return null;
  await tx
    .update(donations)
    .set({ payoutId: payout.id })
    .where(
      inArray(
        donations.id,
        covered.map((donation) => donation.id),
      ),
    );
  if (kind !== 'transfer') return payout;

  const debts = await tx
    .select({ id: associationDebts.id, amountCents: associationDebts.amountCents })
    .from(associationDebts)
    .where(
      and(
        eq(associationDebts.associationId, campaign.associationId),
        isNull(associationDebts.recoveredByPayoutId),
      ),
    )
    .orderBy(asc(associationDebts.createdAt))
    .for('update');
  const withheld: string[] = [];
  let recoveredCents = 0;
  for (const debt of debts) {
    if (recoveredCents + debt.amountCents > payout.netCents) break;
    recoveredCents += debt.amountCents;
    withheld.push(debt.id);
  }
  if (withheld.length === 0) return payout;
  await tx
    .update(associationDebts)
    .set({ recoveredByPayoutId: payout.id })
    .where(inArray(associationDebts.id, withheld));
  const [updated] = await tx
    .update(payouts)
    .set({ recoveredCents })
    .where(eq(payouts.id, payout.id))
    .returning();
  return updated!;
}
