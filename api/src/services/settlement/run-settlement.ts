import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { ledgerEntries } from '../../db/schema/ledger';
import { associationPayoutAccounts, payouts, type PayoutKind } from '../../db/schema/payouts';
import type { MailService } from '../mail/mail-service';
import { reconcileDonation } from '../payments/payment-sync';
import { recordDonationRefund } from '../ledger/payment-transitions';
import { rowsOf } from '../ledger/sql-rows';
import type { PaymentProvider } from '../payments/payment-provider';
import { sendRefundNotice } from '../receipts/send-receipts';
import { payoutFigures } from './fees';
import { lastCompleteMonth } from './periods';

/** Key of the advisory lock that lets one settlement run at a time across every instance. */
export const SETTLEMENT_LOCK_KEY = 727274004;

export interface SettlementDeps {
  db: Database;
  provider: PaymentProvider;
  mail: MailService;
  logger: FastifyBaseLogger;
}

export interface SettlementReport {
  asOf: string;
  /** False when another runner held the lock: this run did nothing. */
  ran: boolean;
  reconciled: number;
  transfers: { campaignId: string; periodKey: string; netCents: number }[];
  refunds: { campaignId: string; donationCount: number; amountCents: number }[];
  completedCampaigns: string[];
  waiting: string[];
  failures: { campaignId: string; reason: string }[];
}

type Campaign = typeof campaigns.$inferSelect;
type Payout = typeof payouts.$inferSelect;

/**
 * Settles every campaign that is due as of `asOf`, once:
 * - goal campaign ended with its goal reached: one transfer of the paid total net of fees,
 *   campaign completed;
 * - goal campaign ended short of its goal: every paid donation refunded in full, no fees,
 *   donors told by email, campaign completed;
 * - continuous campaign: one transfer per complete month (Europe/Paris) of the donations paid
 *   before that month's end and not settled yet, net of the same fees.
 * Each payout is a row with a unique (campaign, kind, period) key and each donation is
 * attached to at most one payout, so a second run finds nothing to do. Provider calls carry
 * idempotency keys derived from our ids, so a run interrupted between the provider call and
 * our commit is completed by the next run without paying twice.
 */
export async function runSettlement(
  deps: SettlementDeps,
  asOf: Date = new Date(),
): Promise<SettlementReport> {
  const report: SettlementReport = {
    asOf: asOf.toISOString(),
    ran: false,
    reconciled: 0,
    transfers: [],
    refunds: [],
    completedCampaigns: [],
    waiting: [],
    failures: [],
  };
  // A transaction-scoped advisory lock: held by one connection for the whole run, released by
  // PostgreSQL even if this process dies. The work itself runs on other connections, in short
  // transactions of its own, so a crash mid-run leaves only completed steps behind.
  const ran = await deps.db.transaction(async (lockTx) => {
    const result = await lockTx.execute(
      sql`select pg_try_advisory_xact_lock(${SETTLEMENT_LOCK_KEY}) as locked`,
    );
    const [row] = rowsOf<{ locked: boolean }>(result);
    if (!row?.locked) return false;
    await settleAll(deps, asOf, report);
    return true;
  });
  report.ran = ran;
  if (!ran) {
    deps.logger.info('settlement skipped: another instance is running it');
    return report;
  }
  deps.logger.info({ settlement: report }, 'settlement run finished');
  return report;
}

async function settleAll(
  deps: SettlementDeps,
  asOf: Date,
  report: SettlementReport,
): Promise<void> {
  report.reconciled = await reconcileStalePending(deps);

  const goalCampaigns = await deps.db
    .select()
    .from(campaigns)
    .where(
      and(
        isNotNull(campaigns.targetAmountCents),
        isNotNull(campaigns.endDate),
        lte(campaigns.endDate, asOf),
        or(
          eq(campaigns.status, 'active'),
          sql`exists (select 1 from ${donations} d where d.campaign_id = ${campaigns.id} and d.payment_status = 'paid' and d.payout_id is null)`,
          sql`exists (select 1 from ${payouts} p where p.campaign_id = ${campaigns.id} and p.status <> 'completed')`,
        ),
      ),
    )
    .orderBy(asc(campaigns.endDate));
  for (const campaign of goalCampaigns) {
    await guarded(report, campaign.id, () => settleGoalCampaign(deps, campaign, report));
  }

  const period = lastCompleteMonth(asOf);
  const continuousCampaigns = await deps.db
    .select()
    .from(campaigns)
    .where(
      and(
        or(isNull(campaigns.targetAmountCents), isNull(campaigns.endDate)),
        or(
          sql`exists (select 1 from ${donations} d where d.campaign_id = ${campaigns.id} and d.payment_status = 'paid' and d.payout_id is null and d.paid_at < ${period.end})`,
          sql`exists (select 1 from ${payouts} p where p.campaign_id = ${campaigns.id} and p.status <> 'completed')`,
        ),
      ),
    );
  for (const campaign of continuousCampaigns) {
    await guarded(report, campaign.id, async () => {
      await retryOpenPayouts(deps, campaign, report);
      const payout = await preparePayout(deps.db, campaign, 'transfer', period.key, period.end);
      if (payout) await completeTransfer(deps, campaign, payout, report);
    });
  }
}

async function guarded(
  report: SettlementReport,
  campaignId: string,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    report.failures.push({
      campaignId,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Pending donations whose checkout has expired: ask the provider what became of them. */
async function reconcileStalePending(deps: SettlementDeps): Promise<number> {
  const stale = await deps.db
    .select()
    .from(donations)
    .where(
      and(eq(donations.paymentStatus, 'pending'), lte(donations.checkoutExpiresAt, new Date())),
    )
    .limit(500);
  let changed = 0;
  for (const donation of stale) {
    try {
      const outcome = await reconcileDonation(deps, donation);
      if (outcome.changed) changed += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, donationId: donation.id },
        'could not reconcile a pending donation',
      );
    }
  }
  return changed;
}

async function hasOpenCheckout(db: Database, campaignId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.campaignId, campaignId), eq(donations.paymentStatus, 'pending')))
    .limit(1);
  return Boolean(row);
}

async function settleGoalCampaign(
  deps: SettlementDeps,
  campaign: Campaign,
  report: SettlementReport,
): Promise<void> {
  // A donor still on the checkout page may yet pay: wait until the session is settled.
  if (await hasOpenCheckout(deps.db, campaign.id)) {
    report.waiting.push(campaign.id);
    return;
  }
  const [existing] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.campaignId, campaign.id), eq(payouts.periodKey, 'final')))
    .limit(1);
  // Once decided, the outcome of a campaign never flips (a refund in progress stays a refund).
  const isReached = existing
    ? existing.kind === 'transfer'
    : campaign.raisedAmountCents >= (campaign.targetAmountCents ?? 0);
  const kind: PayoutKind = isReached ? 'transfer' : 'refund';
  const payout =
    existing ??
    (await preparePayout(deps.db, campaign, kind, 'final', campaign.endDate ?? new Date()));
  let isDone = true;
  if (payout) {
    isDone =
      kind === 'transfer'
        ? await completeTransfer(deps, campaign, payout, report)
        : await completeRefund(deps, campaign, payout, report);
  }
  if (isDone && campaign.status !== 'completed') {
    await deps.db
      .update(campaigns)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(eq(campaigns.id, campaign.id));
    report.completedCampaigns.push(campaign.id);
  }
}

async function retryOpenPayouts(
  deps: SettlementDeps,
  campaign: Campaign,
  report: SettlementReport,
): Promise<void> {
  const open = await deps.db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.campaignId, campaign.id),
        eq(payouts.kind, 'transfer'),
        inArray(payouts.status, ['pending', 'failed']),
      ),
    );
  for (const payout of open) await completeTransfer(deps, campaign, payout, report);
}

/**
 * Creates the payout row and attaches to it every paid, unsettled donation paid before
 * `periodEnd`, in one transaction. Null when the period is already settled or empty.
 */
async function preparePayout(
  db: Database,
  campaign: Campaign,
  kind: PayoutKind,
  periodKey: string,
  periodEnd: Date,
): Promise<Payout | null> {
  return db
    .transaction(async (tx) => {
      const [payout] = await tx
        .insert(payouts)
        .values({
          kind,
          campaignId: campaign.id,
          associationId: campaign.associationId,
          periodKey,
          periodEnd,
          donationCount: 0,
          grossCents: 0,
          commissionCents: 0,
          processingFeeCents: 0,
          netCents: 0,
        })
        .onConflictDoNothing()
        .returning();
      if (!payout) return null;
      const attached = await tx
        .update(donations)
        .set({ payoutId: payout.id })
        .where(
          and(
            eq(donations.campaignId, campaign.id),
            eq(donations.paymentStatus, 'paid'),
            isNull(donations.payoutId),
            kind === 'transfer' && periodKey !== 'final'
              ? lt(donations.paidAt, periodEnd)
              : undefined,
          ),
        )
        .returning({ amountCents: donations.amountCents });
      if (attached.length === 0) {
        // Nothing to settle: no payout row, so an empty month leaves no trace.
        tx.rollback();
      }
      const amounts = attached.map((row) => row.amountCents);
      const figures =
        kind === 'transfer'
          ? payoutFigures(amounts)
          : {
              ...payoutFigures(amounts),
              commissionCents: 0,
              processingFeeCents: 0,
              netCents: amounts.reduce((a, b) => a + b, 0),
            };
      const [updated] = await tx
        .update(payouts)
        .set({
          donationCount: figures.donationCount,
          grossCents: figures.grossCents,
          commissionCents: figures.commissionCents,
          processingFeeCents: figures.processingFeeCents,
          netCents: figures.netCents,
        })
        .where(eq(payouts.id, payout.id))
        .returning();
      return updated!;
    })
    .catch((error: unknown) => {
      if (isRollback(error)) return null;
      throw error;
    });
}

function isRollback(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionRollbackError';
}

/** Pays the association and writes commission, fee and transfer rows. True when done. */
async function completeTransfer(
  deps: SettlementDeps,
  campaign: Campaign,
  payout: Payout,
  report: SettlementReport,
): Promise<boolean> {
  if (payout.status === 'completed') return true;
  let reference: string;
  try {
    const [account] = await deps.db
      .select({ stripeAccountId: associationPayoutAccounts.stripeAccountId })
      .from(associationPayoutAccounts)
      .where(eq(associationPayoutAccounts.associationId, payout.associationId));
    const result = await deps.provider.transfer({
      amountCents: payout.netCents,
      idempotencyKey: `payout-${payout.id}`,
      description: `Reversement ${payout.periodKey} - ${campaign.title}`,
      destinationAccount: account?.stripeAccountId ?? null,
    });
    reference = result.reference;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(payouts)
      .set({ status: 'failed', failureReason: reason })
      .where(eq(payouts.id, payout.id));
    report.failures.push({ campaignId: campaign.id, reason });
    return false;
  }
  const base = {
    campaignId: payout.campaignId,
    associationId: payout.associationId,
    payoutId: payout.id,
  };
  const entries = [
    {
      ...base,
      entryKey: `commission:${payout.id}`,
      kind: 'commission' as const,
      amountCents: payout.commissionCents,
      reference: null,
    },
    {
      ...base,
      entryKey: `fee:${payout.id}`,
      kind: 'fee' as const,
      amountCents: payout.processingFeeCents,
      reference: null,
    },
    {
      ...base,
      entryKey: `transfer:${payout.id}`,
      kind: 'transfer' as const,
      amountCents: payout.netCents,
      reference,
    },
  ].filter((entry) => entry.amountCents > 0);
  const isFirst = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(payouts)
      .set({
        status: 'completed',
        providerReference: reference,
        failureReason: null,
        completedAt: new Date(),
      })
      .where(and(eq(payouts.id, payout.id), inArray(payouts.status, ['pending', 'failed'])))
      .returning({ id: payouts.id });
    if (!done) return false;
    if (entries.length > 0) await tx.insert(ledgerEntries).values(entries).onConflictDoNothing();
    return true;
  });
  if (isFirst)
    report.transfers.push({
      campaignId: campaign.id,
      periodKey: payout.periodKey,
      netCents: payout.netCents,
    });
  return true;
}

/** Refunds every paid donation of the payout through the provider. True when all are refunded. */
async function completeRefund(
  deps: SettlementDeps,
  campaign: Campaign,
  payout: Payout,
  report: SettlementReport,
): Promise<boolean> {
  if (payout.status === 'completed') return true;
  const toRefund = await deps.db
    .select()
    .from(donations)
    .where(and(eq(donations.payoutId, payout.id), eq(donations.paymentStatus, 'paid')))
    .orderBy(asc(donations.paidAt));
  let refundedCount = 0;
  let refundedCents = 0;
  let failed = 0;
  for (const donation of toRefund) {
    try {
      const refund = await deps.provider.refund({
        paymentReference: donation.paymentReference ?? '',
        amountCents: donation.amountCents,
        idempotencyKey: `refund-${donation.id}`,
      });
      const refunded = await recordDonationRefund(deps.db, {
        donationId: donation.id,
        refundReference: refund.reference,
        payoutId: payout.id,
      });
      if (refunded) {
        refundedCount += 1;
        refundedCents += refunded.amountCents;
        await sendRefundNotice(deps, refunded.id);
      }
    } catch (error) {
      failed += 1;
      deps.logger.error({ err: error, donationId: donation.id }, 'refund failed');
    }
  }
  if (refundedCount > 0)
    report.refunds.push({
      campaignId: campaign.id,
      donationCount: refundedCount,
      amountCents: refundedCents,
    });
  if (failed > 0) {
    const reason = `${failed} remboursement(s) en échec, nouvel essai au prochain passage`;
    await deps.db
      .update(payouts)
      .set({ status: 'failed', failureReason: reason })
      .where(eq(payouts.id, payout.id));
    report.failures.push({ campaignId: campaign.id, reason });
    return false;
  }
  await deps.db
    .update(payouts)
    .set({ status: 'completed', failureReason: null, completedAt: new Date() })
    .where(eq(payouts.id, payout.id));
  return true;
}
