import { absoluteHref, ERROR_MESSAGES, PAYMENT_API_MESSAGES, ROUTES } from 'shared-contracts';
import { AppError } from '../../lib/app-error';

/**
 * What the donation flow and the settlement job need from a card payment provider. The
 * `sandbox` adapter is a provider of its own, served by this API; `stripe` talks to Stripe.
 * Amounts are integer cents in EUR.
 */
export type ProviderSessionStatus = 'pending' | 'paid' | 'expired' | 'failed';

export interface CreateCheckoutInput {
  /** Our donation id, carried as the provider's reference so events can be matched. */
  donationId: string;
  amountCents: number;
  /** Line shown on the checkout page ('Don à ...'). */
  description: string;
  customerEmail: string;
  /** The origin the donor came from: after paying, they land on its payment return page. */
  successUrlBase: string;
  /** Where the cancel link leads (the campaign page). */
  cancelUrl: string;
  /**
   * Dons réguliers: keep the card for later off-session charges (Stripe: a customer and
   * setup_future_usage 'off_session'; the sandbox: a saved card).
   */
  saveCard?: boolean;
}

/** A card the provider keeps for a plan's later charges: never its number. */
export interface SavedCardInfo {
  customerRef: string;
  paymentMethodRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A session that only saves a card, charging nothing (a plan's card change). */
export interface CardSetupInput {
  /** Our plan id, carried as the provider's reference. */
  planId: string;
  customerRef: string | null;
  customerEmail: string;
  description: string;
  /** The absolute page the donor comes back to once the card is saved. */
  returnUrl: string;
  cancelUrl: string;
}

/** An off-session charge of a saved card (a plan's later charge). */
export interface SavedCardChargeInput {
  customerRef: string;
  paymentMethodRef: string;
  amountCents: number;
  /** One per plan, period and try: replaying it never charges twice, and gets the same answer. */
  idempotencyKey: string;
  description: string;
  /** The run's day (Paris), for the sandbox's expiring test card. */
  chargeDay: string;
  metadata: Record<string, string>;
}

/** The provider's answer to an off-session charge; an unknown outcome throws. */
export type SavedCardChargeResult =
  { status: 'paid'; reference: string } | { status: 'declined'; declineCode: string };

export interface CheckoutSession {
  sessionId: string;
  checkoutUrl: string;
  expiresAt: Date;
}

export interface SessionState {
  status: ProviderSessionStatus;
  /** The provider's payment reference (Stripe payment intent), set once paid. */
  paymentReference?: string;
}

export interface RefundInput {
  paymentReference: string;
  amountCents: number;
  /** Retrying with the same key never refunds twice. */
  idempotencyKey: string;
}

export interface TransferInput {
  amountCents: number;
  idempotencyKey: string;
  description: string;
  /** Stripe Connect account of the association, when it has one. */
  destinationAccount?: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSession>;
  getSessionState(sessionId: string): Promise<SessionState>;
  refund(input: RefundInput): Promise<{ reference: string }>;
  transfer(input: TransferInput): Promise<{ reference: string }>;
  /** Dons réguliers (both real adapters have them; a test double may not). */
  getSavedCard?(sessionId: string): Promise<(SavedCardInfo & { reference: string | null }) | null>;
  createCardSetupSession?(input: CardSetupInput): Promise<CheckoutSession>;
  chargeSavedCard?(input: SavedCardChargeInput): Promise<SavedCardChargeResult>;
  /**
   * What the provider did with a charge key, without charging: null if it never got it. Asked
   * instead of a replay when the plan was stopped or paused since the key was written.
   */
  findSavedCardCharge?(input: {
    idempotencyKey: string;
    customerRef: string;
  }): Promise<SavedCardChargeResult | null>;
}

/**
 * A provider call that failed; `message` is French and safe to show. `outcome`: `not-sent`
 * (refused before reaching the provider) or `refused` (the provider said no): no money moved;
 * `unknown` (network, provider outage): a money call must be replayed as is, never recomputed.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
    readonly outcome: 'not-sent' | 'refused' | 'unknown' = 'unknown',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }

  get nothingMoved(): boolean {
    return this.outcome !== 'unknown';
  }
}

/**
 * The answer when the provider could not open a checkout (a gift's, a plan's card change): a
 * 502 'payment_failed', with the provider's French message when it gave one.
 */
export function checkoutFailed(error: unknown): AppError {
  return new AppError(
    502,
    error instanceof PaymentProviderError
      ? PAYMENT_API_MESSAGES.providerUnavailable
      : ERROR_MESSAGES.unavailable,
    'payment_failed',
  );
}

/** Default lifetime of a checkout session (Stripe's minimum is 30 minutes). */
export const CHECKOUT_SESSION_TTL_MS = 30 * 60 * 1000;

/** The query parameter the payment return page reads the checkout session from. */
const SESSION_PARAM = 'session_id';

/**
 * Where the provider sends the donor back after paying: the payment return page of the route
 * table (mf_donation's PaymentReturnPage), on the origin the donor came from, with the session.
 */
export function successUrl(base: string, sessionId: string): string {
  return absoluteHref(base, ROUTES.donationSuccess.href({ [SESSION_PARAM]: sessionId }));
}

/**
 * The same page for a provider that names the session itself (Stripe replaces
 * `{CHECKOUT_SESSION_ID}`): the placeholder must reach it unencoded, so it is not a query
 * value of `href`.
 */
export function successUrlTemplate(base: string, sessionPlaceholder: string): string {
  return `${absoluteHref(base, ROUTES.donationSuccess.href())}?${SESSION_PARAM}=${sessionPlaceholder}`;
}
