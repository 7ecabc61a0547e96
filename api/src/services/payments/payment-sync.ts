import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MailService } from '../mail/mail-service';
import {
  closeUnpaidDonation,
  confirmDonationPayment,
  type DonationRow,
} from '../ledger/payment-transitions';
import { sendPaymentReceipts } from '../receipts/send-receipts';
import type { PaymentProvider, SessionState } from './payment-provider';

export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  mail: MailService;
  logger: FastifyBaseLogger;
  /** Work that must finish before shutdown but not delay the answer (receipts). */
  background?: (work: Promise<unknown>) => void;
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
    });
    if (paid) {
      const receipts = sendPaymentReceipts(deps, paid.id);
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
