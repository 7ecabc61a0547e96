import type { FastifyInstance, FastifyReply } from 'fastify';
import { CHECKOUT_DEFENCE_MESSAGES, PAYMENT_MESSAGES } from 'shared-contracts';
import { createCardFailures } from '../../services/checkout-defence/card-failures';
import { countCheckoutRefusal } from '../../services/checkout-defence/checkout-refusals';
import { applySessionState } from '../../services/payments/payment-sync';
import { applyPlanCardSetup } from '../../services/recurring/change-plan-card';
import { parisDay } from '../../services/receipts/tax-settings';
import { donationRateLimit } from '../../plugins/rate-limit';
import { successUrl } from '../../services/payments/payment-provider';
import {
  SANDBOX_TEXTS,
  renderCheckoutPage,
  renderMessagePage,
  sandboxCardOutcome,
} from '../../services/payments/sandbox-checkout-page';
import {
  SANDBOX_CHECKOUT_PATH,
  type SandboxProvider,
  type SandboxSession,
} from '../../services/payments/sandbox-provider';

const FORM_LIMIT_BYTES = 4096;

function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string,
  formTargets: string[] = [],
): FastifyReply {
  // This page is the API's own HTML: no script at all, forms only to us, the redirect after
  // payment to the donor's (validated) origin.
  const formAction = ["'self'", ...formTargets].join(' ');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "'none'";
  }
}

/**
 * The sandbox provider's hosted checkout page: GET shows the form, POST pays or declines.
 * Works without JavaScript; paying answers 303 to `{origin_url}/donation/success?session_id=`.
 */
export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  options: { sandbox: SandboxProvider },
): Promise<void> {
  const { sandbox } = options;
  const cardFailures = createCardFailures(app);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  function closedPage(reply: FastifyReply, session: SandboxSession): FastifyReply {
    if (session.status === 'complete') {
      const target = successUrl(session.successUrlBase, session.id);
      return sendHtml(
        reply,
        200,
        renderMessagePage(SANDBOX_TEXTS.alreadyPaid, {
          href: target,
          label: 'Voir ma contribution',
        }),
      );
    }
    return sendHtml(
      reply,
      410,
      renderMessagePage(SANDBOX_TEXTS.expired, {
        href: session.cancelUrl,
        label: 'Revenir à la campagne',
      }),
    );
  }

  async function syncExpired(session: SandboxSession): Promise<void> {
    if (session.status === 'expired')
      await applySessionState(app.payments, session.id, { status: 'expired' });
  }

  app.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, async (request, reply) => {
    const session = await sandbox.readSession(request.params.id);
    if (!session) return sendHtml(reply, 404, renderMessagePage(PAYMENT_MESSAGES.sessionNotFound));
    if (session.status !== 'open') {
      await syncExpired(session);
      return closedPage(reply, session);
    }
    return sendHtml(
      reply,
      200,
      renderCheckoutPage({
        actionUrl: request.url,
        amountCents: session.amountCents,
        description: session.description,
        cancelUrl: session.cancelUrl,
      }),
      [originOf(session.successUrlBase)],
    );
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    `${SANDBOX_CHECKOUT_PATH}/:id`,
    {
      // Like every write, the answer waits until the public caches heard it: a payment made
      // here once its own notification came back (applySessionState), any other answer by the
      // catch-up round trip (app.ts).
      config: { rateLimit: donationRateLimit(app) },
    },
    async (request, reply) => {
      const form = typeof request.body === 'object' && request.body ? request.body : {};
      const cardNumber = typeof form.card_number === 'string' ? form.card_number.slice(0, 40) : '';
      const holderName = typeof form.holder_name === 'string' ? form.holder_name.slice(0, 100) : '';
      // A card declined too often is refused before it is tried again (card testing).
      const isCardLimited = await cardFailures.isOverLimit(cardNumber);
      if (isCardLimited) await countCheckoutRefusal(app.db, 'card', request.log);
      const outcome = isCardLimited ? 'limited' : sandboxCardOutcome(cardNumber);

      if (outcome === 'pay') {
        // Most checkouts save no card: their completion is the first and only statement.
        let completed = await sandbox.completeSession(request.params.id);
        if (!completed) {
          // Dons réguliers: a session that saves the card keeps it first (once per session).
          await sandbox.saveTypedCard(
            request.params.id,
            cardNumber,
            form.expiry,
            parisDay(app.payments.now?.() ?? new Date()),
          );
          const setup = await sandbox.completeSetupSession(request.params.id);
          if (setup) {
            // A plan's card change: nothing is paid; the plan takes the new card.
            await applyPlanCardSetup(app.payments, setup.id);
            return reply.redirect(setup.successUrlBase, 303);
          }
          // The conditional completion is the gate (open and not expired); only when it does
          // not match is the session read, to tell a double submit from an expiry.
          completed = await sandbox.completeSession(request.params.id);
        }
        if (completed) {
          // The provider "sends its webhook" synchronously: the donation is counted before the
          // donor lands on the return page.
          const paid = await applySessionState(app.payments, completed.id, {
            status: 'paid',
            paymentReference: completed.paymentReference ?? completed.id,
          });
          if (paid) request.publicChangeHeard = true;
          return reply.redirect(successUrl(completed.successUrlBase, completed.id), 303);
        }
        const current = await sandbox.readSession(request.params.id);
        if (!current)
          return sendHtml(reply, 404, renderMessagePage(PAYMENT_MESSAGES.sessionNotFound));
        if (current.status === 'complete') {
          // A second submit: re-applying is harmless and covers a first one that died midway.
          await applySessionState(app.payments, current.id, {
            status: 'paid',
            paymentReference: current.paymentReference ?? current.id,
          });
        } else {
          await syncExpired(current);
        }
        return closedPage(reply, current);
      }

      const session = await sandbox.readSession(request.params.id);
      if (!session)
        return sendHtml(reply, 404, renderMessagePage(PAYMENT_MESSAGES.sessionNotFound));
      if (session.status !== 'open') {
        await syncExpired(session);
        return closedPage(reply, session);
      }
      // Counted against the card and against where its checkout came from (card-failures.ts).
      if (outcome === 'decline' || outcome === 'unknown')
        await cardFailures.addFailure(cardNumber, { donationId: session.clientReference });
      const errorMessage =
        outcome === 'limited'
          ? CHECKOUT_DEFENCE_MESSAGES.tooManyForCard
          : outcome === 'decline'
            ? SANDBOX_TEXTS.declined
            : outcome === 'invalid'
              ? SANDBOX_TEXTS.invalidCard
              : SANDBOX_TEXTS.unknownCard;
      return sendHtml(
        reply,
        outcome === 'limited' ? 429 : outcome === 'invalid' ? 422 : 402,
        renderCheckoutPage({
          actionUrl: request.url,
          amountCents: session.amountCents,
          description: session.description,
          cancelUrl: session.cancelUrl,
          errorMessage,
          cardNumber,
          holderName,
        }),
        [originOf(session.successUrlBase)],
      );
    },
  );
}
