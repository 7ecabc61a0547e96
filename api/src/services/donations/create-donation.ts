import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  TAX_RECEIPT_MESSAGES,
  TAX_REWARD_MESSAGES,
  formatEuros,
  rewardAllowsTaxReceipt,
  rewardForDonation,
  donationFieldIssues,
  type donationCreateSchema,
  absoluteHref,
  ROUTES,
} from 'shared-contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { donations } from '../../db/schema/donations';
import { preparedPerDatabase, preparedStatement, recordsJson } from '../../db/prepared-statement';
import { createStatementBatcher } from '../../db/statement-batcher';
import { conflict, unprocessable } from '../../lib/app-error';
import { REWARD_STOCK_TEXTS } from 'shared-contracts/src/reward/reward-stock';
import { shippingAddressIssues } from 'shared-contracts/src/reward/shipping-address';
import { giveBackHeldUnit, holdRewardUnit } from '../rewards/reward-stock';
import { rowsOf } from '../../lib/sql-rows';
import { eurosToCents } from '../../lib/money';
import { hashPassword } from '../../lib/passwords';
import { trustedOrigin } from '../../lib/trusted-origin';
import { addJobSqlExpression } from '../jobs/enqueue';
import { checkoutFailed, type PaymentProvider } from '../payments/payment-provider';
import { rewardsReceivedInYearCents, type RewardDonor } from '../receipts/reward-cap';
import { parisDay, taxSettingOn } from '../receipts/tax-settings';
import { insertPendingPlan, planWishIssues } from '../recurring/start-plan';
import {
  nextChargeDayAfter,
  type PlanFrequency,
} from 'shared-contracts/src/recurring/recurring.rules';
import {
  findCampaignOpenForDonations,
  type CampaignOpenForDonations,
} from './find-campaign-open-for-donations';

export interface CreateDonationDeps {
  db: Database;
  config: Config;
  provider: PaymentProvider;
  logger: FastifyBaseLogger;
  /** The clock of dons réguliers (app.payments.now; tests inject theirs): a plan's next charge. */
  now?: () => Date;
}

export interface Donor {
  id: string;
  fullName: string;
  email: string;
}

export interface CreatedDonation {
  donationId: string;
  sessionId: string;
  checkoutUrl: string;
  amountCents: number;
  rewardTitle: string | null;
  /** A unit of a stocked reward was taken: the public reads show one fewer left. */
  heldRewardUnit: boolean;
  /** The plan this checkout starts (dons réguliers), pending until it is paid. */
  plan: { id: string; frequency: PlanFrequency; nextChargeOn: string } | null;
}

/**
 * Opens a checkout for a donation: checks the rules, opens the provider's session, then writes
 * the pending donation. The session is opened first so that a provider failure leaves no row;
 * a session whose row could not be written is never paid (nobody has its URL) and expires.
 *
 * An account asked for (`create_account`) is not created here: only its password hash is kept
 * on the donation, and the account is created when the payment succeeds
 * (createAccountAfterPayment). The answer is the same whether or not the email already has an
 * account, so giving never tells who is registered.
 */
export async function createDonation(
  deps: CreateDonationDeps,
  input: { body: z.output<typeof donationCreateSchema>; donor?: Donor },
): Promise<CreatedDonation> {
  const { body, donor } = input;
  // The dialog's rules (shared-contracts), on what the server knows: a signed-in donor's name
  // and email come from the account; the postal address printed on a receipt (Cerfa 11580) is
  // required with the wish.
  const problems = donationFieldIssues({
    amount: body.amount,
    acceptedTerms: body.accept_terms !== false,
    isLoggedIn: Boolean(donor),
    createAccount: body.create_account,
    password: body.password,
    donorName: body.donor_name,
    donorEmail: body.donor_email,
    phone: body.phone,
    taxReceipt: body.tax_receipt,
    address: body.address,
    postalCode: body.postal_code,
    city: body.city,
  });
  // A signed-in donor gives in the account's name, whatever a hand-made request says: the reçu
  // fiscal is made out to it, as the receipt goes to the account's email.
  const donorName = donor ? donor.fullName : body.donor_name;
  // A signed-in donor's receipt goes to their account's email, whatever the form says.
  const donorEmail = donor ? donor.email : body.donor_email?.toLowerCase();
  const isAskingForAccount = body.create_account && !donor;
  // Dons réguliers (issue 29): only on a continuous campaign, and with the donor's consent.
  problems.push(
    ...(await planWishIssues(deps.db, {
      campaignId: body.campaign_id.toLowerCase(),
      frequency: body.frequency,
      consent: body.recurring_consent,
    })),
  );
  if (problems.length > 0) throw unprocessable(problems);
  const planFrequency = body.frequency === 'once' ? null : body.frequency;

  const campaign = await findCampaignOpenForDonations(deps.db, body.campaign_id.toLowerCase());
  const amountCents = eurosToCents(body.amount);
  const reward = body.without_reward ? null : rewardForDonation(campaign.rewards, body.amount);
  // The reward the donor saw is gone (sold out since): said, not swapped for another.
  if (!body.without_reward && body.reward_id && body.reward_id.toLowerCase() !== reward?.id)
    throw conflict(REWARD_STOCK_TEXTS.soldOutDetail, 'reward_sold_out');
  // A posted reward needs its address (issue 30), in the French format (shipping-address.ts).
  const shipping = reward?.needsShipping ? shippingOf(body) : null;
  if (body.tax_receipt)
    await checkTaxReceiptWish(deps.db, campaign, reward, amountCents, {
      userId: donor?.id ?? null,
      email: donorEmail!,
    });
  const origin = trustedOrigin(deps.config, body.origin_url);
  const pendingAccountPasswordHash = isAskingForAccount ? await hashPassword(body.password!) : null;

  // A stocked reward's unit is taken before the provider is asked (reward-stock.ts): the last
  // units go to the first checkouts, and a 409 says the rest are sold out.
  const holdsUnit = reward !== null && reward.remaining !== null;
  if (holdsUnit && !(await holdRewardUnit(deps.db, reward.id)))
    throw conflict(REWARD_STOCK_TEXTS.soldOutDetail, 'reward_sold_out');
  const giveBack = async () => {
    if (holdsUnit) await giveBackHeldUnit(deps.db, reward.id);
  };

  const donationId = randomUUID();
  // A regular gift's plan is named now: its first checkout's donation carries its id.
  const planId = planFrequency ? randomUUID() : null;
  let session;
  try {
    session = await deps.provider.createCheckoutSession({
      donationId,
      amountCents,
      description: `Don à « ${campaign.title} » (${campaign.associationName})`,
      customerEmail: donorEmail!,
      successUrlBase: origin,
      cancelUrl: absoluteHref(origin, ROUTES.campaign.href({ campaignId: campaign.slug })),
      saveCard: planFrequency !== null,
    });
  } catch (error) {
    await giveBack();
    deps.logger.error({ err: error }, 'checkout session could not be created');
    throw checkoutFailed(error);
  }

  // Who gives, the same on the gift and on a regular gift's plan (schema/donor-columns.ts).
  const giver = {
    userId: donor?.id ?? null,
    donorName: donorName!,
    donorEmail: donorEmail!,
    phone: body.phone ?? null,
    isAnonymous: body.is_anonymous,
    contactConsent: body.contact_consent,
  };
  const receiptAddress = {
    donorAddress: body.tax_receipt ? body.address! : null,
    donorPostalCode: body.tax_receipt ? body.postal_code! : null,
    donorCity: body.tax_receipt ? body.city! : null,
  };

  // In one statement with the other checkouts of the moment and their reconciliation job.
  await insertPendingDonation(
    deps.db,
    {
      rewardHeld: holdsUnit,
      rewardNeedsShipping: shipping !== null,
      shippingAddress: shipping?.address ?? null,
      shippingAddressExtra: shipping?.extra ?? null,
      shippingPostalCode: shipping?.postalCode ?? null,
      shippingCity: shipping?.city ?? null,
      shippingCountry: shipping?.country ?? null,
      rewardSentAt: null,
      rewardTrackingNote: null,
      id: donationId,
      campaignId: campaign.id,
      ...giver,
      amountCents,
      message: body.message ?? null,
      rewardId: reward?.id ?? null,
      rewardTitle: reward?.title ?? null,
      rewardDescription: reward?.description ?? null,
      rewardValueCents: reward?.valueCents ?? 0,
      // A plan's charges get one cumulative reçu a year (the plan keeps the wish), none each.
      wantsTaxReceipt: body.tax_receipt && !planFrequency,
      ...receiptAddress,
      paymentProvider: deps.provider.name,
      providerSessionId: session.sessionId,
      checkoutExpiresAt: session.expiresAt,
      originUrl: origin,
      pendingAccountPasswordHash,
      recurringPlanId: planId,
    },
    deps.config.reconcileAfterMs / 1000,
  ).catch(async (error: unknown) => {
    await giveBack();
    throw error;
  });

  let plan: CreatedDonation['plan'] = null;
  if (planFrequency && planId) {
    await insertPendingPlan(deps.db, {
      id: planId,
      frequency: planFrequency,
      campaignId: campaign.id,
      ...giver,
      wantsTaxReceipt: body.tax_receipt,
      ...receiptAddress,
      amountCents,
      firstDonationId: donationId,
      firstSessionId: session.sessionId,
      paymentProvider: deps.provider.name,
      originUrl: origin,
    });
    // The plan's days come from the charge runs' clock, as its activation's (payment-sync.ts).
    const today = parisDay(deps.now?.() ?? new Date());
    plan = {
      id: planId,
      frequency: planFrequency,
      nextChargeOn: nextChargeDayAfter(today, planFrequency, today),
    };
  }

  return {
    plan,
    donationId,
    sessionId: session.sessionId,
    checkoutUrl: session.checkoutUrl,
    amountCents,
    rewardTitle: reward?.title ?? null,
    heldRewardUnit: holdsUnit,
  };
}

type PendingDonation = Omit<
  typeof donations.$inferInsert,
  | 'paymentStatus'
  | 'paymentReference'
  | 'paidAt'
  | 'refundedAt'
  | 'refundReason'
  | 'refundRequestedBy'
  | 'refundRequestedAt'
  | 'payoutId'
  | 'providerCheckedAt'
  | 'contactErasedAt'
  | 'createdAt'
  | 'updatedAt'
>;
const PENDING_DONATION_COLUMNS: (keyof PendingDonation)[] = [
  'id',
  'campaignId',
  'userId',
  'donorName',
  'donorEmail',
  'phone',
  'amountCents',
  'isAnonymous',
  'contactConsent',
  'message',
  'rewardId',
  'rewardTitle',
  'rewardDescription',
  'rewardValueCents',
  'wantsTaxReceipt',
  'donorAddress',
  'donorPostalCode',
  'donorCity',
  'paymentProvider',
  'providerSessionId',
  'checkoutExpiresAt',
  'originUrl',
  'pendingAccountPasswordHash',
  'rewardHeld',
  'rewardNeedsShipping',
  'shippingAddress',
  'shippingAddressExtra',
  'shippingPostalCode',
  'shippingCity',
  'shippingCountry',
  'rewardSentAt',
  'rewardTrackingNote',
  'recurringPlanId',
];

/** The postal address of a posted reward, checked (422) and trimmed. */
function shippingOf(body: z.output<typeof donationCreateSchema>) {
  const country = (body.shipping_country ?? 'FR').toUpperCase();
  const issues = shippingAddressIssues({ ...body, shipping_country: country });
  if (issues.length > 0) throw unprocessable(issues);
  return {
    address: body.shipping_address!,
    extra: body.shipping_address_extra ?? null,
    postalCode: body.shipping_postal_code!.replace(/\s+/g, ' ').toUpperCase(),
    city: body.shipping_city!,
    country,
  };
}

/** The checkouts of one such second share their first reconciliation question (below). */
const CHECKOUT_RECONCILE_WINDOW_SECONDS = 1;

/**
 * The pending donations and the job that asks the provider about them if no confirmation
 * arrives (a crash between the payment and our commit): together or not at all, as one
 * prepared statement (its own transaction), shared by the checkouts opened at the same moment
 * (statement-batcher.ts). One `reconcile-checkouts` job for all the checkouts opened in the
 * same second (CHECKOUT_RECONCILE_WINDOW_SECONDS, job key `reconcile-checkouts:<second>`), not
 * one each: when it is due (RECONCILE_AFTER_MS after the second's end) it finds most of them
 * paid with one query, where a job per checkout was a row inserted then deleted at the
 * payment, and thousands of them waiting made every fetch of the queue slower.
 * The job is added through graphile-worker's public add_job by the first statement of the
 * second on each database handle (`lastJobKey`: the key this handle's last committed statement
 * saw), not by every statement: add_job sends a jobs:insert NOTIFY, which wakes the workers
 * for a job due later (its API has no silent insert), and, once per batch of checkouts, that
 * cost PostgreSQL more than the checkouts' own writes. Another instance, or a statement in
 * flight alongside, adding the same second's job replaces it with the same one. The job asks
 * about every checkout of its second, whichever statement wrote it. A statement still running
 * less than a second before that job is due adds it anyway: add_job then makes a new job if
 * the second's one already started or ended (and updates a waiting one), so a statement that
 * commits late is asked about too.
 */
const insertPendingDonationsStatement = preparedStatement<{
  donations: string;
  reconcileAfterSeconds: number;
  lastJobKey: string | null;
}>(
  'insert_pending_donations',
  () => sql`
    with created as (
      insert into ${donations} (${sql.raw(PENDING_DONATION_COLUMNS.map((column) => donations[column].name).join(', '))}, payment_status)
      select ${sql.raw(PENDING_DONATION_COLUMNS.map((column) => donations[column].name).join(', '))}, 'pending'
      from json_populate_recordset(null::donations, ${sql.placeholder('donations')}::json)
      returning id
    ), opened as (
      select date_trunc('second', now()) as opened_from,
        date_trunc('second', now()) + make_interval(secs => ${CHECKOUT_RECONCILE_WINDOW_SECONDS}) as opened_before,
        'reconcile-checkouts:' || extract(epoch from date_trunc('second', now()))::bigint as job_key
    )
    select opened.job_key,
      case when exists (select 1 from created)
          and (opened.job_key is distinct from ${sql.placeholder('lastJobKey')}::text
            or clock_timestamp() > opened.opened_before - interval '1 second'
              + make_interval(secs => ${sql.placeholder('reconcileAfterSeconds')}::float8))
        then (${addJobSqlExpression({
          task: 'reconcile-checkouts',
          payload: sql`json_build_object('openedFrom', opened.opened_from, 'openedBefore', opened.opened_before)`,
          runAt: sql`opened.opened_before + make_interval(secs => ${sql.placeholder('reconcileAfterSeconds')}::float8)`,
          jobKey: sql`opened.job_key`,
        })}).id
      end as job_id
    from opened`,
);

type PendingDonationItem = { row: Required<PendingDonation>; reconcileAfterSeconds: number };

/**
 * One group-commit batcher per database handle. The delay is the app's setting, the same for
 * every item; were two ever mixed, the batch's question would come at the later one.
 */
const pendingDonationBatcher = preparedPerDatabase((db: Database) => {
  let lastJobKey: string | null = null;
  return createStatementBatcher({
    runBatch: async (items: PendingDonationItem[]) => {
      const [written] = rowsOf<{ job_key: string }>(
        await insertPendingDonationsStatement(db, {
          donations: recordsJson(
            donations,
            items.map((item) => item.row),
          ),
          reconcileAfterSeconds: Math.max(...items.map((item) => item.reconcileAfterSeconds)),
          lastJobKey,
        }),
      );
      // Committed: the second's job exists (added now or by an earlier statement).
      if (written) lastJobKey = written.job_key;
      return items.map(() => undefined);
    },
  });
});

function insertPendingDonation(
  db: Database,
  row: Required<PendingDonation>,
  reconcileAfterSeconds: number,
): Promise<void> {
  return pendingDonationBatcher(db)({ row, reconcileAfterSeconds });
}

/**
 * A receipt asked for must be one the association can issue and the law allows: a clear 422
 * before any payment, never a paid gift that silently gets no receipt.
 */
async function checkTaxReceiptWish(
  db: Database,
  campaign: CampaignOpenForDonations,
  reward: CampaignOpenForDonations['rewards'][number] | null,
  amountCents: number,
  donor: RewardDonor,
): Promise<void> {
  if (campaign.taxRatePercent === null)
    throw unprocessable([{ path: 'tax_receipt', message: TAX_RECEIPT_MESSAGES.notEligible }]);
  if (!reward || reward.valueCents <= 0) return;
  const today = parisDay(new Date());
  const rewardCapCents = await taxSettingOn(db, 'reward_cap_cents', today);
  const gift = { rewardValueCents: reward.valueCents, giftCents: amountCents, rewardCapCents };
  if (rewardAllowsTaxReceipt(gift)) {
    // Within the rule alone; the cap is counted over the calendar year with this association.
    const rewardsThisYearCents = await rewardsReceivedInYearCents(db, {
      associationId: campaign.associationId,
      year: Number(today.slice(0, 4)),
      donor,
    });
    if (rewardAllowsTaxReceipt({ ...gift, rewardsThisYearCents })) return;
    throw unprocessable([
      {
        path: 'without_reward',
        message: TAX_REWARD_MESSAGES.yearCapReached(
          formatEuros(rewardCapCents / 100),
          formatEuros(rewardsThisYearCents / 100),
        ),
      },
    ]);
  }
  throw unprocessable([
    {
      path: 'without_reward',
      message: TAX_RECEIPT_MESSAGES.rewardBreaksRule(formatEuros(rewardCapCents / 100)),
    },
  ]);
}
