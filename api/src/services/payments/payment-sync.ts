import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MailService } from '../mail/mail-service';
import {
  closeUnpaidDonation,
  confirmDonationPayment,
  type DonationRow,
} from '../ledger/payment-transitions';
import {
  createAccountAfterPayment,
  type AccountOutcome,
} from '../accounts/create-account-after-payment';
import { sendAccountWelcome, sendPaymentReceipts } from '../receipts/send-receipts';
import type { PaymentProvider, SessionState } from './payment-provider';

export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  mail: MailService;
  logger: FastifyBaseLogger;
  /** Work that must finish before shutdown but not delay the answer (receipts). */
  background?: (work: Promise<unknown>) => void;
  /**
   * Announces a payment to the caches of public reads after its commit (PublicCache.publish);
   * absent, the database triggers announce it within the payment's transaction.
   */
  publishPublicChange?: () => Promise<void>;
}

/**
 * Applies what the provider says about a session: the single path shared by webhooks, the
 * sandbox form, status polls and the settlement sweep. Returns the donation when this call
 * changed it (so only that caller sends the receipts), null when nothing changed.
 */
export async function applySessionState(
  deps: PaymentDeps,
  sessionId: string,
  state: SessionState,
): Promise<{ id: string } | null> {
  if (state.status === 'paid') {
    const paid = await confirmDonationPayment(deps.db, {
      sessionId,
      paymentReference: state.paymentReference ?? sessionId,
      deferPublicNotify: deps.publishPublicChange !== undefined,
    });
    if (paid) {
      await deps.publishPublicChange?.();
      const account = paid.accountRequested
        ? await createRequestedAccount(deps, paid.id)
        : undefined;
      const receipts = sendPaymentReceipts(deps, paid.id, account);
      if (deps.background) deps.background(receipts);
      else await receipts;
    }
    return paid;
  }
  if (state.status === 'expired' || state.status === 'failed') {
    return closeUnpaidDonation(deps.db, { sessionId, status: state.status });
  }
  return null;
}

/**
 * The account a donor asked for while donating, now that the payment succeeded (at most once,
 * see createAccountAfterPayment), with its welcome email. A failure is logged: the payment
 * stands, and the next status poll of the return page tries again.
 */
export async function createRequestedAccount(
  deps: PaymentDeps,
  donationId: string,
): Promise<AccountOutcome | undefined> {
  try {
    const result = await createAccountAfterPayment(deps.db, donationId);
    if (result?.outcome === 'created') {
      const welcome = sendAccountWelcome(deps, donationId);
      if (deps.background) deps.background(welcome);
      else await welcome;
    }
    return result?.outcome;
  } catch (error) {
    deps.logger.error({ err: error, donationId }, 'the account asked for could not be created');
    return undefined;
  }
}

/** Asks the provider about a pending donation and applies the answer. */
export async function reconcileDonation(
  deps: PaymentDeps,
  donation: DonationRow,
): Promise<{ changed: boolean }> {
  if (donation.paymentStatus !== 'pending' || !donation.providerSessionId)
    return { changed: false };
  const state = await deps.provider.getSessionState(donation.providerSessionId);
  const changed = await applySessionState(deps, donation.providerSessionId, state);
  return { changed: changed !== null };
}
