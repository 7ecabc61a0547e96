import { eq, sql } from 'drizzle-orm';
import { absoluteHref, ROLE_LABELS, ROUTES } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { taxReceipts } from '../../db/schema/tax-receipts';
import type { AccountOutcome } from '../accounts/create-account-after-payment';
import { sendEachOnce, sendOnce, wasSentSql, type KeyedEmail } from '../jobs/send-once';
import type { MailService } from '../mail/mail-service';
import { accountCreatedEmail } from '../mail/templates';
import { deliverTaxReceipt } from './deliver-tax-receipt';
import {
  associationNotice,
  donorReceipt,
  refundNotice,
  type PaidDonationFacts,
} from './receipt-templates';

export interface ReceiptDeps {
  db: Database;
  mail: MailService;
  logger: FastifyBaseLogger;
}

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
  const [context] = await receiptsContext(deps.db).execute({ donationId });
  if (!context) return;
  const { donation } = context;
  const facts: PaidDonationFacts = {
    donationId: donation.id,
    donorName: donation.donorName,
    donorEmail: donation.donorEmail,
    amountCents: donation.amountCents,
    paidAt: donation.paidAt ?? new Date(),
    isAnonymous: donation.isAnonymous,
    message: donation.message,
    campaignTitle: context.campaignTitle,
    associationName: context.associationName,
    reward: donation.rewardTitle
      ? { title: donation.rewardTitle, description: donation.rewardDescription }
      : null,
    isGoalCampaign: context.targetAmountCents !== null && context.endDate !== null,
    account,
    loginUrl: donation.originUrl
      ? absoluteHref(donation.originUrl, ROUTES.login.href())
      : undefined,
  };
  const unsent: KeyedEmail[] = [];
  if (!context.receiptSent)
    unsent.push({ key: `receipt:${donationId}`, message: donorReceipt(facts) });
  if (!context.noticeSent)
    unsent.push({
      key: `association-notice:${donationId}`,
      message: associationNotice(facts, context.contactEmail),
    });
  await sendEachOnce(deps, unsent);
  if (context.taxReceiptDue) await deliverTaxReceipt(deps, donationId);
}

/**
 * Tells the donor their donation was refunded because the campaign missed its goal: the
 * `refund-notice` job, added in the refund's transaction when the donation belongs to a refund
 * payout (whichever of the settlement run or Stripe's charge.refunded recorded it first).
 */
export async function sendRefundNotice(deps: ReceiptDeps, donationId: string): Promise<void> {
  const [context] = await deps.db
    .select({
      donation: donations,
      campaignTitle: campaigns.title,
      associationName: associations.name,
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(eq(donations.id, donationId));
  if (!context) return;
  await sendOnce(
    deps,
    `refund-notice:${donationId}`,
    refundNotice({
      donorName: context.donation.donorName,
      donorEmail: context.donation.donorEmail,
      amountCents: context.donation.amountCents,
      campaignTitle: context.campaignTitle,
      associationName: context.associationName,
    }),
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
