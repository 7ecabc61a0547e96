import { and, eq, ne, sql } from 'drizzle-orm';
import { absoluteHref, PAYMENT_API_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { recurringPlans } from '../../db/schema/recurring';
import { AppError } from '../../lib/app-error';
import {
  checkoutFailed,
  type PaymentProvider,
  type SavedCardInfo,
} from '../payments/payment-provider';
import type { PaymentDeps } from '../payments/payment-sync';
import { refuseStopped, type PlanRow } from './plan-access';

/**
 * Opens the provider's page that saves another card for the plan, charging nothing (sandbox:
 * a setup session; Stripe: Checkout in setup mode). The donor comes back to `returnPath` on
 * the trusted origin, with `carte=enregistree`.
 */
export async function openPlanCardChange(
  db: Database,
  provider: PaymentProvider,
  plan: PlanRow,
  input: { origin: string; returnPath: string },
): Promise<{ checkoutUrl: string }> {
  refuseStopped(plan);
  const [campaign] = await db
    .select({ title: campaigns.title })
    .from(campaigns)
    .where(eq(campaigns.id, plan.campaignId));
  if (!provider.createCardSetupSession || provider.name !== plan.paymentProvider)
    throw new AppError(502, PAYMENT_API_MESSAGES.providerUnavailable, 'payment_failed');
  const path =
    input.returnPath.startsWith('/') && !input.returnPath.startsWith('//') ? input.returnPath : '/';
  const back = absoluteHref(input.origin, path);
  const returnUrl = `${back}${back.includes('?') ? '&' : '?'}carte=enregistree`;
  try {
    const session = await provider.createCardSetupSession({
      planId: plan.id,
      customerRef: plan.customerRef,
      customerEmail: plan.donorEmail,
      description: `Nouvelle carte pour votre don régulier à « ${campaign?.title ?? ''} »`,
      returnUrl,
      cancelUrl: back,
    });
    return { checkoutUrl: session.checkoutUrl };
  } catch (error) {
    throw checkoutFailed(error);
  }
}

/**
 * The card a setup session saved becomes the plan's (its next charges, and the retries of a
 * declined one, use it). The session names the plan as its reference.
 */
export async function applyPlanCardSetup(
  deps: Pick<PaymentDeps, 'db' | 'provider'>,
  sessionId: string,
): Promise<void> {
  const card = deps.provider.getSavedCard ? await deps.provider.getSavedCard(sessionId) : null;
  if (!card?.reference) return;
  await saveCardOnPlan(deps.db, card.reference, card);
}

async function saveCardOnPlan(db: Database, planId: string, card: SavedCardInfo): Promise<void> {
  await db
    .update(recurringPlans)
    .set({
      customerRef: card.customerRef,
      paymentMethodRef: card.paymentMethodRef,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      cardRemindedFor: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(recurringPlans.id, planId), ne(recurringPlans.status, 'stopped')));
}
