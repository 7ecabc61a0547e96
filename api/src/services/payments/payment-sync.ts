import { closeUnpaidDonation } from '../ledger/close-unpaid';
import { confirmDonationPayment } from '../ledger/confirm-payment';
import type { DonationRow } from '../ledger/donation-row';
import {
  createAccountAfterPayment,
  type AccountOutcome,
} from '../accounts/create-account-after-payment';
import type { PaymentDeps } from './payment-deps';
import type { SessionState } from './payment-provider';
import { activatePlanOfSession } from '../recurring/activate-plans';
import { parisDay } from '../receipts/tax-settings';

// Its own file, so the domains the payment path calls (recurring) can take it without a circle.
export type { PaymentDeps } from './payment-deps';

/**
 * Applies what the provider says about a session: the single path shared by webhooks, the
 * sandbox form, status polls, the reconciliation job and the settlement sweep. Returns the
 * donation when this call changed it, null when nothing changed. A payment returns once the
 * public caches heard it (publicChangeCommitted). The receipts are jobs added
 * in the payment's transaction; the account asked for is created at once when possible (the
 * donor may sign in on the return page), else by its job.
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
      await deps.publicChangeCommitted?.(paid.notice);
      // Dons réguliers: a plan's first checkout starts the plan (a failure is caught up by
      // the next charge run's sweep, activatePaidPlans), its anchor day by the runs' clock.
      if (paid.planId)
        await activatePlanOfSession(deps, sessionId, parisDay(deps.now?.() ?? new Date())).catch(
          (error: unknown) =>
            deps.logger.error({ err: error, sessionId }, 'the plan could not be activated'),
        );
      if (paid.accountRequested) await createRequestedAccount(deps, paid.id);
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
 * see createAccountAfterPayment, which adds the welcome and receipts jobs). A failure is
 * logged: the payment stands, and the status poll or the account-after-payment job tries again.
 */
export async function createRequestedAccount(
  deps: PaymentDeps,
  donationId: string,
): Promise<AccountOutcome | undefined> {
  try {
    const result = await createAccountAfterPayment(deps.db, donationId);
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
  // Only the provider it was opened with knows the session (the sandbox would call a Stripe
  // checkout unknown, hence failed): another process's provider leaves it as it is.
  if (donation.paymentProvider !== deps.provider.name) return { changed: false };
  const state = await deps.provider.getSessionState(donation.providerSessionId);
  const changed = await applySessionState(deps, donation.providerSessionId, state);
  return { changed: changed !== null };
}
