import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { recurringPlans } from '../../db/schema/recurring';
import { PAYMENT_MESSAGES } from 'shared-contracts';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { notFound } from '../../lib/app-error';
import { centsToEuros } from '../../lib/money';
import {
  createRequestedAccount,
  reconcileDonation,
  type PaymentDeps,
} from '../payments/payment-sync';

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,255}$/;

/** Default of PAYMENT_STATUS_CHECK_INTERVAL_MS. */
const PROVIDER_CHECK_INTERVAL_MS = 5000;

/**
 * Claims the right to ask the provider about a pending donation now: true for one caller per
 * window, whatever the number of polls and instances (a conditional update on the row, so two
 * instances polling at once cannot both win).
 */
async function claimProviderCheck(
  deps: PaymentDeps,
  donationId: string,
  intervalMs: number,
): Promise<boolean> {
  const claimed = await deps.db
    .update(donations)
    .set({ providerCheckedAt: sql`now()` })
    .where(
      and(
        eq(donations.id, donationId),
        eq(donations.paymentStatus, 'pending'),
        or(
          isNull(donations.providerCheckedAt),
          lt(donations.providerCheckedAt, sql`now() - make_interval(secs => ${intervalMs / 1000})`),
        ),
      ),
    )
    .returning({ id: donations.id });
  return claimed.length > 0;
}

/**
 * What the return page shows for a checkout session. A pending donation's outcome is asked of the
 * provider on the spot, so a lost or late webhook never leaves the donor waiting, but at most
 * once per session per `providerCheckIntervalMs` (the page polls every 2 s, several tabs and
 * instances may poll together; in between the stored status is answered); an account asked for
 * whose creation was interrupted is created now. The session id is the donor's only handle: the
 * answer carries no email.
 */
export async function getPaymentStatus(
  deps: PaymentDeps,
  sessionId: string,
  {
    providerCheckIntervalMs = PROVIDER_CHECK_INTERVAL_MS,
  }: { providerCheckIntervalMs?: number } = {},
) {
  if (!SESSION_ID_PATTERN.test(sessionId)) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  const read = () =>
    deps.db
      .select({
        donation: donations,
        campaignTitle: campaigns.title,
        campaignSlug: campaigns.slug,
      })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .where(eq(donations.providerSessionId, sessionId))
      .limit(1);
  let [row] = await read();
  if (!row) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  if (
    row.donation.paymentStatus === 'pending' &&
    (await claimProviderCheck(deps, row.donation.id, providerCheckIntervalMs))
  ) {
    try {
      const { changed } = await reconcileDonation(deps, row.donation);
      if (changed) [row] = await read();
    } catch (error) {
      // The provider did not answer: the donation stays pending and the page polls again.
      deps.logger.warn({ err: error, sessionId }, 'payment status could not be refreshed');
    }
  } else if (row.donation.paymentStatus === 'paid' && row.donation.pendingAccountPasswordHash) {
    await createRequestedAccount(deps, row.donation.id);
  }
  const { donation } = row!;
  // Dons réguliers: the return page shows the plan this checkout started and its next charge.
  const [plan] = await deps.db
    .select({
      id: recurringPlans.id,
      frequency: recurringPlans.frequency,
      status: recurringPlans.status,
      amountCents: recurringPlans.amountCents,
      nextChargeOn: recurringPlans.nextChargeOn,
    })
    .from(recurringPlans)
    .where(eq(recurringPlans.firstDonationId, donation.id));
  return {
    donation: {
      id: donation.id,
      payment_status: donation.paymentStatus,
      amount: centsToEuros(donation.amountCents),
      campaign_id: donation.campaignId,
      campaign_title: row!.campaignTitle,
      campaign_slug: row!.campaignSlug,
      reward_selected: donation.rewardTitle,
      is_anonymous: donation.isAnonymous,
      created_at: donation.createdAt.toISOString(),
      paid_at: donation.paidAt?.toISOString() ?? null,
      plan: plan
        ? {
            id: plan.id,
            frequency: plan.frequency,
            status: plan.status,
            amount: centsToEuros(plan.amountCents),
            next_charge_on: plan.nextChargeOn,
          }
        : null,
    },
  };
}
