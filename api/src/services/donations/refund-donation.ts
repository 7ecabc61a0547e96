import { and, eq, sql } from 'drizzle-orm';
import {
  MANAGER_REFUND_WINDOW_DAYS,
  MONEY_RULE_MESSAGES,
  REFUND_MESSAGES,
  type Role,
  type SupportDonation,
} from 'shared-contracts';
import type { Database, Tx } from '../../db/client';
import { campaigns, donationDisputes, donations } from '../../db/schema';
import { rowExists } from '../../db/row-exists';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';
import { donationForAssociation } from './association-contact';
import { recordDonationRefundInTx } from '../ledger/refund-payment';
import type { PaymentDeps } from '../payments/payment-sync';
import { readSupportDonation } from '../../views/donation-view';

const DAY_MS = 86_400_000;

/**
 * A claim older than this is a request that died between its claim and its release (a crash):
 * the next request may take it over. The provider call replays the same idempotency key, so
 * a refund the dead request did make is not made twice.
 */
const CLAIM_STALE_MS = 2 * 60_000;

/** The signed-in super admin or manager (the route's AuthUser). */
export interface RefundRequester {
  id: string;
  role: Role;
  email: string;
  associationIds: string[];
}

/**
 * One paid donation refunded in full on request (support, or the association's manager within
 * MANAGER_REFUND_WINDOW_DAYS of payment), through the provider it was paid with.
 *
 * Once only, however many requests arrive at once: (1) under the donation's row lock, the
 * state is checked and the refund claimed (reason, who, when), so one request at a time passes;
 * (2) the provider refunds with the key `refund-{id}`, the one settlement uses, so even a
 * replay or a settlement refund never gives the money twice; (3) recordDonationRefund records
 * it once (totals, ledger row, a debt when the money was already transferred, the reçu fiscal
 * cancelled, the donor's notice queued in its transaction) with its audit row (who, why).
 * Stripe's charge.refunded arriving first records it the same way (the claim's reason tells it
 * to notify the donor).
 */
export async function refundDonation(
  deps: PaymentDeps,
  input: { donationId: string; reason: string; requester: RefundRequester },
): Promise<SupportDonation> {
  const claimed = await claimRefund(deps, input);
  let reference: string;
  try {
    if (claimed.paymentProvider !== deps.provider.name)
      throw new AppError(
        502,
        MONEY_RULE_MESSAGES.providerNotConfigured(claimed.paymentProvider),
        'refund_failed',
      );
    ({ reference } = await deps.provider.refund({
      paymentReference: claimed.paymentReference ?? '',
      amountCents: claimed.amountCents,
      idempotencyKey: `refund-${claimed.id}`,
    }));
  } catch (error) {
    // Released: a retry asks the provider again with the same key (never a second refund).
    await releaseClaim(deps, claimed.id);
    deps.logger.error({ err: error, donationId: claimed.id }, 'support refund failed');
    if (error instanceof AppError) throw error;
    // A dispute opened meanwhile: Stripe refuses to refund a charged-back payment (and once
    // lost, the bank gave the money back: the gift is recorded refunded by the dispute).
    if (await isDisputed(deps.db, claimed.id))
      throw conflict(REFUND_MESSAGES.disputed, 'not_refundable');
    const [now] = await deps.db
      .select({ paymentStatus: donations.paymentStatus })
      .from(donations)
      .where(eq(donations.id, claimed.id));
    if (now?.paymentStatus === 'refunded')
      throw conflict(REFUND_MESSAGES.alreadyRefunded, 'already_refunded');
    throw new AppError(502, REFUND_MESSAGES.providerFailed, 'refund_failed');
  }
  await deps.db.transaction(async (tx) => {
    // Null when Stripe's charge.refunded recorded it first: the refund is still this request's.
    await recordDonationRefundInTx(tx, { donationId: claimed.id, refundReference: reference });
    await recordAudit(tx, {
      actor: input.requester,
      action: 'donation.refund',
      entity: 'donation',
      entityId: claimed.id,
      before: { payment_status: 'paid', amount_cents: claimed.amountCents },
      after: { payment_status: 'refunded', refunded_cents: claimed.amountCents, reference },
      reason: input.reason,
    });
  });
  const refunded = (await readSupportDonation(deps.db, claimed.id))!;
  // A manager reads it as their list shows it: no contact data the donor did not share.
  return input.requester.role === 'super_admin'
    ? refunded
    : donationForAssociation(refunded, claimed.contactConsent);
}

async function claimRefund(
  deps: PaymentDeps,
  input: { donationId: string; reason: string; requester: RefundRequester },
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ donation: donations, associationId: campaigns.associationId })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .where(eq(donations.id, input.donationId))
      .for('update', { of: donations });
    const { requester } = input;
    const isAdmin = requester.role === 'super_admin';
    // Another association's gift is not one this manager may see: the same 404 as none.
    if (!row || (!isAdmin && !requester.associationIds.includes(row.associationId)))
      throw notFound(REFUND_MESSAGES.donationNotFound);
    const { donation } = row;
    if (donation.paymentStatus === 'refunded')
      throw conflict(REFUND_MESSAGES.alreadyRefunded, 'already_refunded');
    if (donation.paymentStatus !== 'paid')
      throw conflict(REFUND_MESSAGES.notRefundable, 'not_refundable');
    // The bank is taking the money back (disputes/record-dispute.ts): a refund would pay twice.
    if (await isDisputed(tx, donation.id))
      throw conflict(REFUND_MESSAGES.disputed, 'not_refundable');
    const paidAt = donation.paidAt ?? donation.createdAt;
    if (!isAdmin && Date.now() - paidAt.getTime() > MANAGER_REFUND_WINDOW_DAYS * DAY_MS)
      throw conflict(REFUND_MESSAGES.periodOver, 'refund_period_over');
    if (
      donation.refundRequestedAt &&
      Date.now() - donation.refundRequestedAt.getTime() < CLAIM_STALE_MS
    )
      throw conflict(REFUND_MESSAGES.inProgress, 'refund_in_progress');
    await tx
      .update(donations)
      .set({
        refundReason: input.reason,
        refundRequestedBy: requester.id,
        refundRequestedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(donations.id, donation.id));
    return donation;
  });
}

/** True while the donation has a card dispute the bank has not decided. */
async function isDisputed(db: Database | Tx, donationId: string): Promise<boolean> {
  return rowExists(
    db,
    donationDisputes,
    and(eq(donationDisputes.donationId, donationId), eq(donationDisputes.outcome, 'open')),
  );
}

/** The claim of a refund the provider did not make, lifted (the donation is still paid). */
async function releaseClaim(deps: PaymentDeps, donationId: string): Promise<void> {
  await deps.db
    .update(donations)
    .set({ refundReason: null, refundRequestedBy: null, refundRequestedAt: null })
    .where(and(eq(donations.id, donationId), eq(donations.paymentStatus, 'paid')));
}
