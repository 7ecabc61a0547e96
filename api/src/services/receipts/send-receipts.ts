import { eq, sql } from 'drizzle-orm';
import { absoluteHref, ROLE_LABELS, ROUTES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { payouts } from '../../db/schema/payouts';
import { taxReceipts } from '../../db/schema/tax-receipts';
import { awaitAllThenThrow } from '../../lib/await-all-then-throw';
import type { AccountOutcome } from '../accounts/create-account-after-payment';
import { selectDonationsWithNames } from '../donations/donations-with-names';
import { sendEachOnce, sendOnce, wasSentSql, type KeyedEmail } from '../mail/send-once';
import type { PaymentReceiptFacts } from '../jobs/enqueue';
import { accountCreatedEmail } from '../mail/templates';
import { isGoalCampaignRow } from '../catalogue/campaign-funding';
import { deliverTaxReceipt } from './deliver-tax-receipt';
import type { ReceiptDeps } from './receipt-deps';
import { taxReceiptOutlook } from './issue-tax-receipt';
import {
  associationNotice,
  donorReceipt,
  refundNotice,
  supportRefundNotice,
  taxReceiptRefusedNotice,
  type PaidDonationFacts,
} from './receipt-templates';

export type { ReceiptDeps } from './receipt-deps';
import { planControlParagraphFor, plansOfDonations } from '../recurring/receipt-plan-link';

/**
 * Everything the payment-receipts job needs to know, which emails already left included, in
 * one prepared query (one per paid donation).
 */
const receiptsContext = preparedPerDatabase((db) =>
  db
    .select({
      donation: donations,
      campaignTitle: campaigns.title,
      targetAmountCents: campaigns.targetAmountCents,
      endDate: campaigns.endDate,
      associationName: associations.name,
      contactEmail: associations.contactEmail,
      receiptSent: wasSentSql(sql`'receipt:' || ${donations.id}`),
      noticeSent: wasSentSql(sql`'association-notice:' || ${donations.id}`),
      taxReceiptDue: sql<boolean>`exists (select 1 from ${taxReceipts} where ${taxReceipts.donationId} = ${donations.id} and ${taxReceipts.status} = 'issued' and ${taxReceipts.emailedAt} is null)`,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(eq(donations.id, sql.placeholder('donationId')))
    .prepare('payment_receipts_context'),
);

/*
 * A paid donation's receipt facts have two sources, kept on purpose: the payment statement
 * writes them into the batch job's payload from the rows it has at hand (paymentReceiptFactsSql
 * in ledger/confirm-payment.ts: no query per payment when the emails first go, under a viral
 * campaign's load), and a later run (a retry, an account to create, a reçu fiscal) reads them
 * from the tables here, with what has already left. test/receipts/receipt-facts-agree.test.ts
 * checks that both give the same facts for the same gifts.
 */

/** A paid donation's receipts context and its facts, read from the tables (Drizzle). */
export async function readReceiptsContext(db: Database, donationId: string) {
  const [context] = await receiptsContext(db).execute({ donationId });
  if (!context) return undefined;
  const { donation } = context;
  const facts = paidDonationFacts({
    ...donation,
    paidAt: donation.paidAt ?? new Date(),
    campaignTitle: context.campaignTitle,
    isGoalCampaign: isGoalCampaignRow(context),
    associationName: context.associationName,
    contactEmail: context.contactEmail,
  });
  return { ...context, facts };
}

/** A paid donation's facts from its job's payload (written by the payment statement's SQL). */
export function paidDonationFactsFromPayload(
  donationId: string,
  payload: PaymentReceiptFacts,
): Omit<PaidDonationFacts, 'account'> {
  return paidDonationFacts({ ...payload, id: donationId, paidAt: new Date(payload.paidAt) });
}

/**
 * The donor's receipt, the association's notice and the reçu fiscal (PDF) of a donation that
 * has become paid: the `payment-receipts` job, added in the payment's transaction. Each email
 * goes once (sendOnce, emailed_at); a failure throws and the queue retries the job later.
 */
export async function sendPaymentReceipts(
  deps: ReceiptDeps,
  donationId: string,
  account?: AccountOutcome,
): Promise<void> {
  const context = await readReceiptsContext(deps.db, donationId);
  if (!context) return;
  const { donation, facts } = context;
  // What the payment email says of the reçu fiscal asked for (read only while it has not left).
  if (!context.receiptSent) facts.taxReceipt = await taxReceiptOutlook(deps.db, donationId);
  await sendReceiptEmails(deps, facts, context.contactEmail, account, {
    receipt: context.receiptSent,
    notice: context.noticeSent,
  });
  if (context.taxReceiptDue) await deliverTaxReceipt(deps, donationId);
  else if (facts.isGoalCampaign && donation.wantsTaxReceipt && donation.payoutId)
    await sendTaxReceiptRefusedAtGoal(deps, facts, donation.payoutId);
}

/**
 * A goal campaign's gift settled (its goal reached) without the reçu fiscal its donor asked for
 * (the rules refused it when the goal was reached: issueGoalReachedReceiptsInTx): the donor is
 * told why, once (`tax-receipt-refused:<donation>`).
 */
async function sendTaxReceiptRefusedAtGoal(
  deps: ReceiptDeps,
  facts: Omit<PaidDonationFacts, 'account'>,
  payoutId: string,
): Promise<void> {
  // Only a gift transferred (goal reached) and still paid: a refund's donor gets the refund notice.
  const [settled] = await deps.db
    .select({ kind: payouts.kind, status: donations.paymentStatus })
    .from(payouts)
    .innerJoin(donations, eq(donations.id, facts.donationId))
    .where(eq(payouts.id, payoutId));
  if (settled?.kind !== 'transfer' || settled.status !== 'paid') return;
  const outlook = await taxReceiptOutlook(deps.db, facts.donationId);
  if (outlook?.kind !== 'refused') return;
  await sendOnce(
    deps,
    `tax-receipt-refused:${facts.donationId}`,
    taxReceiptRefusedNotice(facts, outlook.reason),
  );
}

/**
 * The first run of a payment's receipts job whose payload carries the facts: nothing of this
 * job can have left yet (a run cut by a crash is retried as a later attempt, which checks the
 * sent keys: sendPaymentReceipts), so the two emails go at once, with one INSERT of their keys.
 */
export async function sendFirstPaymentReceipts(
  deps: ReceiptDeps,
  donationId: string,
  payload: PaymentReceiptFacts,
  plan?: PlanOfDonation,
): Promise<void> {
  const facts = paidDonationFactsFromPayload(donationId, payload);
  await sendReceiptEmails(
    deps,
    facts,
    payload.contactEmail,
    undefined,
    { receipt: false, notice: false },
    plan,
  );
}

/** A donation's plan read beforehand (null: none), or undefined: to be read when needed. */
type PlanOfDonation = Parameters<typeof planControlParagraphFor>[2];

/**
 * The `payment-receipts-batch` job: the emails of donations paid together. On its first run
 * nothing of it can have left yet, so every email goes at once (sendFirstPaymentReceipts); a
 * later run (after a failure, or a crash mid-send) sends, for each donation, only what has not
 * left (sendPaymentReceipts). One donation's failure does not hold back the others': it throws
 * once all have been tried, and the queue retries the job.
 */
export async function sendPaymentReceiptsBatch(
  deps: ReceiptDeps,
  paid: { donationId: string; facts: PaymentReceiptFacts; inPlan?: boolean }[],
  firstRun: boolean,
): Promise<void> {
  // The plans of the batch's donations that belong to one (their receipts link to them), asked
  // once for all; the payment statement said which (inPlan), else each is asked.
  const inPlans = paid.filter((donation) => donation.inPlan !== false);
  const plans =
    firstRun && deps.linkKey
      ? inPlans.length > 0
        ? await plansOfDonations(
            deps.db,
            inPlans.map((donation) => donation.donationId),
          )
        : new Map()
      : undefined;
  await awaitAllThenThrow(
    paid.map((donation) =>
      firstRun
        ? sendFirstPaymentReceipts(
            deps,
            donation.donationId,
            donation.facts,
            plans && (plans.get(donation.donationId) ?? null),
          )
        : sendPaymentReceipts(deps, donation.donationId),
    ),
  );
}

function paidDonationFacts(
  source: Omit<PaymentReceiptFacts, 'paidAt'> & { id: string; paidAt: Date },
): Omit<PaidDonationFacts, 'account'> {
  return {
    donationId: source.id,
    donorName: source.donorName,
    donorEmail: source.donorEmail,
    amountCents: source.amountCents,
    paidAt: source.paidAt,
    isAnonymous: source.isAnonymous,
    message: source.message,
    campaignTitle: source.campaignTitle,
    associationName: source.associationName,
    reward: source.rewardTitle
      ? { title: source.rewardTitle, description: source.rewardDescription }
      : null,
    isGoalCampaign: source.isGoalCampaign,
    loginUrl: source.originUrl ? absoluteHref(source.originUrl, ROUTES.login.href()) : undefined,
  };
}

/** The donor's receipt and the association's notice, those not sent yet. */
async function sendReceiptEmails(
  deps: ReceiptDeps,
  facts: Omit<PaidDonationFacts, 'account'>,
  contactEmail: string,
  account: AccountOutcome | undefined,
  sent: { receipt: boolean; notice: boolean },
  plan?: PlanOfDonation,
): Promise<void> {
  const unsent: KeyedEmail[] = [];
  if (!sent.receipt)
    unsent.push({
      key: `receipt:${facts.donationId}`,
      message: donorReceipt({
        ...facts,
        account,
        planControl: await planControlParagraphFor(deps, facts.donationId, plan),
      }),
    });
  if (!sent.notice)
    unsent.push({
      key: `association-notice:${facts.donationId}`,
      message: associationNotice(facts, contactEmail),
    });
  await sendEachOnce(deps, unsent);
}

/**
 * Tells the donor their donation was refunded because the campaign missed its goal: the
 * `refund-notice` job, added in the refund's transaction when the donation belongs to a refund
 * payout (whichever of the settlement run or Stripe's charge.refunded recorded it first).
 */
export async function sendRefundNotice(deps: ReceiptDeps, donationId: string): Promise<void> {
  const [context] = await selectDonationsWithNames(deps.db).where(eq(donations.id, donationId));
  if (!context) return;
  const facts = {
    donorName: context.donation.donorName,
    donorEmail: context.donation.donorEmail,
    amountCents: context.donation.amountCents,
    campaignTitle: context.campaignTitle,
    associationName: context.associationName,
  };
  // A refund asked by support or the manager carries its reason; the settlement's does not.
  const { refundReason } = context.donation;
  await sendOnce(
    deps,
    `refund-notice:${donationId}`,
    refundReason === null
      ? refundNotice(facts)
      : supportRefundNotice({ ...facts, reason: refundReason }),
  );
}

/** The welcome email of an account created with a paid donation (the `account-welcome` job). */
export async function sendAccountWelcome(deps: ReceiptDeps, donationId: string): Promise<void> {
  const [donation] = await deps.db
    .select()
    .from(donations)
    .where(eq(donations.id, donationId))
    .limit(1);
  if (!donation) return;
  await sendOnce(
    deps,
    `account-welcome:${donationId}`,
    accountCreatedEmail({
      to: donation.donorEmail,
      fullName: donation.donorName,
      roleLabel: ROLE_LABELS.donor,
      loginUrl: absoluteHref(donation.originUrl ?? '', ROUTES.login.href()),
    }),
  );
}
