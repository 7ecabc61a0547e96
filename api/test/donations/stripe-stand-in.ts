import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in of the few Stripe API calls the adapter makes (checkout sessions,
 * refunds, transfers), speaking Stripe's wire format: form-encoded bodies with bracketed keys,
 * JSON answers, Idempotency-Key replays. The real `stripe` SDK talks to it.
 */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
  mode: 'payment' | 'setup';
  /** Dons réguliers: the customer the card is saved on (customer_creation, or given). */
  customer: string | null;
  setup_intent: string | null;
  /** payment_intent_data[setup_future_usage] ('off_session' saves the card). */
  setup_future_usage: string | null;
}

/** How the stand-in's saved cards answer off-session PaymentIntents (dons réguliers). */
export type StandInCardBehaviour = 'pay' | 'decline' | 'decline_once' | 'expired';

export interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  customer: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  behaviour: StandInCardBehaviour;
  declinesLeft: number;
}

export interface StripeStandIn {
  host: string;
  port: number;
  sessions: Map<string, StandInSession>;
  /** Every request received: method, path, form fields, idempotency key. */
  requests: {
    method: string;
    path: string;
    form: Record<string, string>;
    idempotencyKey?: string;
  }[];
  refunds: { id: string; payment_intent: string; amount: number }[];
  failCheckoutCreation: boolean;
  /** While set, every transfer is answered with this error (a 4xx is kept for its key). */
  transferFailure?: { status: number; type: string; message: string };
  /**
   * Payment intents charged back by a dispute: Stripe refuses to refund them (400,
   * `charge_disputed`, "The charge you are attempting to refund has been charged back"). The
   * test adds one when it sends the dispute's funds withdrawal.
   */
  disputed: Set<string>;
  /** While set, every refund is answered with this error (a 5xx: the outcome unknown). */
  refundFailure?: { status: number; type: string; message: string };
  /** Runs before a refund is answered (to deliver its webhook first, as Stripe may). */
  beforeRefundReply?: (refund: {
    id: string;
    payment_intent: string;
    amount: number;
  }) => Promise<void>;
  pay(sessionId: string): StandInSession;
  /**
   * Dons réguliers: the donor completes a session that saves a card (a payment with
   * setup_future_usage, or a setup session) with a card behaving as `behaviour`.
   */
  completeWithCard(
    sessionId: string,
    behaviour?: StandInCardBehaviour,
    last4?: string,
  ): StandInSession;
  paymentMethods: Map<string, StandInPaymentMethod>;
  /** Off-session PaymentIntents created (one per idempotency key: replays are not listed). */
  paymentIntents: {
    id: string;
    amount: number;
    customer: string;
    payment_method: string;
    status: string;
    idempotencyKey?: string;
  }[];
  /** While set, every PaymentIntent creation fails with a 500 (an outage: outcome unknown). */
  failPaymentIntents: boolean;
  expire(sessionId: string): StandInSession;
  close(): Promise<void>;
}

/** The `metadata[key]` fields of a form, as an object. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** The API settings that point the Stripe adapter at this stand-in instead of Stripe. */
export function stripeConfig(standIn: Pick<StripeStandIn, 'host' | 'port'>, webhookSecret: string) {
  return {
    paymentProvider: 'stripe' as const,
    stripeSecretKey: 'sk_test_stand_in',
    stripeWebhookSecret: webhookSecret,
    stripeApiHost: standIn.host,
    stripeApiPort: standIn.port,
    stripeApiProtocol: 'http' as const,
  };
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const refunds: StripeStandIn['refunds'] = [];
  const requests: StripeStandIn['requests'] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const standIn = {
    failCheckoutCreation: false,
    disputed: new Set<string>(),
    failPaymentIntents: false,
  } as StripeStandIn;
  const paymentMethods = new Map<string, StandInPaymentMethod>();
  const paymentIntents: StripeStandIn['paymentIntents'] = [];
  const intentObjects = new Map<string, { id: string; payment_method: string }>();
  const setupIntents = new Map<string, { id: string; payment_method: string | null }>();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = await readForm(request);
      const path = (request.url ?? '').split('?')[0]!;
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path, form, idempotencyKey });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      };
      const replayKey = idempotencyKey ? `${request.method} ${path} ${idempotencyKey}` : undefined;
      if (replayKey && replies.has(replayKey)) {
        const previous = replies.get(replayKey)!;
        return send(previous.status, previous.body);
      }
      const answer = (status: number, body: unknown) => {
        if (replayKey && status < 500) replies.set(replayKey, { status, body });
        send(status, body);
      };

      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        if (standIn.failCheckoutCreation) {
          return send(500, { error: { type: 'api_error', message: 'Stand-in outage' } });
        }
        const session: StandInSession = {
          id: id('cs_test'),
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'] ?? 'eur',
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          metadata: { donation_id: form['metadata[donation_id]'] ?? '' },
          success_url: form.success_url ?? '',
          cancel_url: form.cancel_url ?? '',
          expires_at: Number(form.expires_at),
          url: '',
          mode: form.mode === 'setup' ? 'setup' : 'payment',
          customer: form.customer ?? (form.customer_creation === 'always' ? id('cus') : null),
          setup_intent: null,
          setup_future_usage: form['payment_intent_data[setup_future_usage]'] ?? null,
        };
        if (session.mode === 'setup') {
          session.metadata = { plan_id: form['metadata[plan_id]'] ?? '' };
          session.amount_total = 0;
        }
        session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
        sessions.set(session.id, session);
        return answer(200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && sessionMatch) {
        const session = sessions.get(decodeURIComponent(sessionMatch[1]!));
        if (!session)
          return answer(404, {
            error: { type: 'invalid_request_error', message: 'No such checkout.session' },
          });
        // `expand[]` asked (dons réguliers): the intents with their payment method, as Stripe.
        if ((request.url ?? '').includes('expand')) {
          const methodOf = (pm: string | null | undefined) =>
            pm ? (paymentMethods.get(pm) ?? pm) : null;
          const paymentIntent = session.payment_intent
            ? intentObjects.get(session.payment_intent)
            : null;
          const setupIntent = session.setup_intent ? setupIntents.get(session.setup_intent) : null;
          return answer(200, {
            ...session,
            payment_intent: paymentIntent
              ? {
                  ...paymentIntent,
                  object: 'payment_intent',
                  payment_method: methodOf(paymentIntent.payment_method),
                }
              : session.payment_intent,
            setup_intent: setupIntent
              ? {
                  ...setupIntent,
                  object: 'setup_intent',
                  payment_method: methodOf(setupIntent.payment_method),
                }
              : session.setup_intent,
          });
        }
        return answer(200, session);
      }
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        // Dons réguliers: an off-session charge of a saved card.
        if (standIn.failPaymentIntents)
          return send(500, { error: { type: 'api_error', message: 'Stand-in outage' } });
        const method = paymentMethods.get(form.payment_method ?? '');
        const intentId = id('pi');
        const declined = (code: string, declineCode?: string) =>
          answer(402, {
            error: {
              type: 'card_error',
              code,
              decline_code: declineCode,
              message: 'Your card was declined.',
              payment_intent: { id: intentId, status: 'requires_payment_method' },
            },
          });
        if (!method || method.customer !== form.customer)
          return declined('card_declined', 'generic_decline');
        if (method.behaviour === 'decline') return declined('card_declined', 'generic_decline');
        if (method.behaviour === 'expired') return declined('expired_card');
        if (method.behaviour === 'decline_once' && method.declinesLeft > 0) {
          method.declinesLeft -= 1;
          return declined('card_declined', 'insufficient_funds');
        }
        const intent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? 'eur',
          customer: form.customer!,
          payment_method: method.id,
          status: 'succeeded',
          off_session: form.off_session === 'true',
        };
        paymentIntents.push({ ...intent, idempotencyKey });
        intentObjects.set(intent.id, { ...intent, metadata: metadataOf(form) } as never);
        return answer(200, intent);
      }
      if (request.method === 'GET' && path === '/v1/payment_intents') {
        const customer = new URL(request.url ?? '', 'http://stand-in').searchParams.get('customer');
        const data = [...intentObjects.values()].filter(
          (intent) => (intent as unknown as { customer?: string }).customer === customer,
        );
        return answer(200, { object: 'list', data, has_more: false, url: '/v1/payment_intents' });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        if (standIn.refundFailure)
          return answer(standIn.refundFailure.status, {
            error: { type: standIn.refundFailure.type, message: standIn.refundFailure.message },
          });
        const refund = {
          id: id('re'),
          object: 'refund',
          payment_intent: form.payment_intent!,
          amount: Number(form.amount),
          status: 'succeeded',
        };
        if (standIn.beforeRefundReply) await standIn.beforeRefundReply(refund);
        if (standIn.disputed.has(refund.payment_intent))
          return answer(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_disputed',
              message: 'The charge you are attempting to refund has been charged back.',
            },
          });
        refunds.push(refund);
        return answer(200, refund);
      }
      if (request.method === 'POST' && path === '/v1/transfers') {
        const failure = standIn.transferFailure;
        if (failure)
          return answer(failure.status, {
            error: { type: failure.type, message: failure.message },
          });
        return answer(200, {
          id: id('tr'),
          object: 'transfer',
          amount: Number(form.amount),
          destination: form.destination,
        });
      }
      return answer(404, {
        error: { type: 'invalid_request_error', message: `Unknown route ${path}` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(standIn, {
    host: '127.0.0.1',
    port,
    sessions,
    requests,
    refunds,
    paymentMethods,
    paymentIntents,
    completeWithCard(sessionId: string, behaviour: StandInCardBehaviour = 'pay', last4 = '4242') {
      const session = sessions.get(sessionId)!;
      const customer = session.customer ?? id('cus');
      const method: StandInPaymentMethod = {
        id: id('pm'),
        object: 'payment_method',
        customer,
        card: { brand: 'visa', last4, exp_month: 12, exp_year: 2030 },
        behaviour,
        declinesLeft: behaviour === 'decline_once' ? 1 : 0,
      };
      paymentMethods.set(method.id, method);
      if (session.mode === 'setup') {
        const setupIntent = { id: id('seti'), payment_method: method.id };
        setupIntents.set(setupIntent.id, setupIntent);
        Object.assign(session, {
          status: 'complete',
          payment_status: 'no_payment_required',
          customer,
          setup_intent: setupIntent.id,
        });
        return session;
      }
      const paymentIntent = { id: session.payment_intent ?? id('pi'), payment_method: method.id };
      intentObjects.set(paymentIntent.id, paymentIntent);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer,
        payment_intent: paymentIntent.id,
      });
      return session;
    },
    pay(sessionId: string) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.payment_intent ?? id('pi'),
      });
      return session;
    },
    expire(sessionId: string) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { status: 'expired', url: null });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const signer = new Stripe('sk_test_signer').webhooks;

/** Sends a Stripe event to the webhook route, signed with `secret`, as Stripe would. */
export function sendStripeEvent(
  app: FastifyInstance,
  secret: string,
  type: string,
  object: unknown,
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify({
    id: `evt_${Math.random()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return app.inject({
    method: 'POST',
    url: '/api/donations/payments/webhook/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
