import Stripe from 'stripe';
import {
  CHECKOUT_SESSION_TTL_MS,
  PaymentProviderError,
  type CardSetupInput,
  type SavedCardChargeInput,
  type SavedCardChargeResult,
  type SavedCardInfo,
  type CheckoutSession,
  type CreateCheckoutInput,
  type PaymentProvider,
  type RefundInput,
  type SessionState,
  type TransferInput,
  successUrlTemplate,
} from './payment-provider';
import { disputeFeeFromBalanceTransactions } from '../disputes/dispute-fee';
import type { DisputeReport } from '../disputes/record-dispute';

export interface StripeProviderOptions {
  secretKey: string;
  /** A local stand-in of the Stripe API in tests; Stripe's own host otherwise. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  sessionTtlMs?: number;
}

const UNAVAILABLE = 'Le service de paiement est momentanément indisponible. Veuillez réessayer.';

function createStripeClient(options: StripeProviderOptions): Stripe {
  return new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/** Stripe Checkout: hosted payment page, redirect back with `{CHECKOUT_SESSION_ID}`. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  const ttl = Math.max(options.sessionTtlMs ?? CHECKOUT_SESSION_TTL_MS, CHECKOUT_SESSION_TTL_MS);

  return {
    name: 'stripe',

    async createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSession> {
      const expiresAt = new Date(Date.now() + ttl);
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            customer_email: input.customerEmail,
            client_reference_id: input.donationId,
            metadata: { donation_id: input.donationId },
            payment_intent_data: {
              metadata: { donation_id: input.donationId },
              // Dons réguliers: the card is kept on a customer for the plan's later,
              // off-session charges (no Stripe Billing: its fee would come on top of ours).
              ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
            },
            ...(input.saveCard ? { customer_creation: 'always' as const } : {}),
            success_url: successUrlTemplate(input.successUrlBase, '{CHECKOUT_SESSION_ID}'),
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(expiresAt.getTime() / 1000),
            locale: 'fr',
          },
          { idempotencyKey: `checkout-${input.donationId}` },
        );
        if (!session.url) throw new Error('Stripe returned a session without url');
        return {
          sessionId: session.id,
          checkoutUrl: session.url,
          expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : expiresAt,
        };
      } catch (error) {
        throw new PaymentProviderError(UNAVAILABLE, error);
      }
    },

    async getSessionState(sessionId: string): Promise<SessionState> {
      // A plan's off-session charge (its key names the donation's session): the charge run
      // replays the key itself; a status question here leaves it as it is.
      if (sessionId.startsWith('plan-')) return { status: 'pending' };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        throw new PaymentProviderError(UNAVAILABLE, error);
      }
      return stripeSessionState(session);
    },

    async getSavedCard(
      sessionId: string,
    ): Promise<(SavedCardInfo & { reference: string | null }) | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, {
          expand: ['payment_intent.payment_method', 'setup_intent.payment_method'],
        });
      } catch (error) {
        throw new PaymentProviderError(UNAVAILABLE, error);
      }
      const intent = (session.setup_intent ?? session.payment_intent) as
        Stripe.PaymentIntent | Stripe.SetupIntent | string | null;
      const method =
        intent && typeof intent !== 'string'
          ? (intent.payment_method as Stripe.PaymentMethod | string | null)
          : null;
      const customer =
        typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null);
      if (!method || typeof method === 'string' || !method.card || !customer) return null;
      return {
        customerRef: customer,
        paymentMethodRef: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        reference: session.client_reference_id ?? null,
      };
    },

    /** Checkout in setup mode: the donor saves another card for the plan, nothing charged. */
    async createCardSetupSession(input: CardSetupInput): Promise<CheckoutSession> {
      const expiresAt = new Date(Date.now() + ttl);
      try {
        const params: Stripe.Checkout.SessionCreateParams = {
          mode: 'setup',
          currency: 'eur',
          client_reference_id: input.planId,
          metadata: { plan_id: input.planId },
          success_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          locale: 'fr',
        };
        if (input.customerRef) params.customer = input.customerRef;
        else {
          params.customer_creation = 'always';
          params.customer_email = input.customerEmail;
        }
        const session = await stripe.checkout.sessions.create(params);
        if (!session.url) throw new Error('Stripe returned a session without url');
        return { sessionId: session.id, checkoutUrl: session.url, expiresAt };
      } catch (error) {
        throw new PaymentProviderError(UNAVAILABLE, error);
      }
    },

    /**
     * A plan's later charge: an off-session PaymentIntent confirmed at once on the saved card,
     * under the charge's idempotency key (a replay gets Stripe's first answer, never a second
     * charge). A card error is a decline with its code; any other failure is unknown (the run
     * replays the same key later).
     */
    async chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'eur',
            customer: input.customerRef,
            payment_method: input.paymentMethodRef,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { ...input.metadata, charge_key: input.idempotencyKey },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'paid', reference: intent.id };
        if (intent.status === 'requires_action' || intent.status === 'requires_payment_method')
          return { status: 'declined', declineCode: 'authentication_required' };
        throw new Error(`payment intent ${intent.id} is ${intent.status}`);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            status: 'declined',
            declineCode: error.decline_code ?? error.code ?? 'card_declined',
          };
        throw new PaymentProviderError(UNAVAILABLE, error);
      }
    },

    /** The customer's PaymentIntents (a list, strongly consistent) searched for the key. */
    async findSavedCardCharge(input: {
      idempotencyKey: string;
      customerRef: string;
    }): Promise<SavedCardChargeResult | null> {
      try {
        for await (const intent of stripe.paymentIntents.list({
          customer: input.customerRef,
          limit: 100,
        })) {
          if (intent.metadata?.charge_key !== input.idempotencyKey) continue;
          return intent.status === 'succeeded'
            ? { status: 'paid', reference: intent.id }
            : { status: 'declined', declineCode: 'card_declined' };
        }
        return null;
      } catch (error) {
        throw new PaymentProviderError(UNAVAILABLE, error);
      }
    },

    async refund(input: RefundInput): Promise<{ reference: string }> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentReference, amount: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        );
        return { reference: refund.id };
      } catch (error) {
        throw new PaymentProviderError(
          'Le remboursement a échoué auprès du prestataire de paiement.',
          error,
        );
      }
    },

    async transfer(input: TransferInput): Promise<{ reference: string }> {
      if (!input.destinationAccount) {
        throw new PaymentProviderError(
          "Aucun compte Stripe Connect n'est enregistré pour cette association.",
          undefined,
          'not-sent',
        );
      }
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'eur',
            destination: input.destinationAccount,
            description: input.description,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { reference: transfer.id };
      } catch (error) {
        throw new PaymentProviderError(
          'Le virement a échoué auprès du prestataire de paiement.',
          error,
          isRefusedByStripe(error) ? 'refused' : 'unknown',
        );
      }
    },
  };
}

/**
 * Stripe answered with a 4xx other than 409 (an idempotent request still running): it refused
 * the request and moved nothing. A network error or a 5xx leaves the outcome unknown.
 */
function isRefusedByStripe(error: unknown): boolean {
  const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 409;
}

export function stripeSessionState(session: Stripe.Checkout.Session): SessionState {
  const paymentReference =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? undefined);
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return { status: 'paid', paymentReference: paymentReference ?? session.id };
  }
  if (session.status === 'expired') return { status: 'expired' };
  return { status: 'pending' };
}

/**
 * Where a Stripe dispute stands for the platform (https://docs.stripe.com/api/disputes/object,
 * `status`): `won`, and `warning_closed` (an inquiry that never became a chargeback), end it
 * in the platform's favour; `prevented` too (no chargeback happened); `lost` against it; every
 * other status (`warning_needs_response`, `warning_under_review`, `needs_response`,
 * `under_review`) is still open. Null without a payment intent to find the gift by.
 */
export function stripeDisputeReport(
  dispute: Stripe.Dispute,
  reportedAt: Date,
): DisputeReport | null {
  const paymentReference =
    typeof dispute.payment_intent === 'string'
      ? dispute.payment_intent
      : (dispute.payment_intent?.id ?? null);
  if (!paymentReference) return null;
  const status: string = dispute.status;
  return {
    providerDisputeId: dispute.id,
    paymentReference,
    amountCents: dispute.amount,
    feeCents: disputeFeeFromBalanceTransactions(dispute.balance_transactions),
    reason: dispute.reason,
    providerStatus: status,
    outcome:
      status === 'lost'
        ? 'lost'
        : ['won', 'warning_closed', 'prevented'].includes(status)
          ? 'won'
          : 'open',
    reportedAt,
  };
}
