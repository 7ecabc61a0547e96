import { eq } from 'drizzle-orm';
import { absoluteHref, ROLE_LABELS, ROUTES } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import type { AccountOutcome } from '../accounts/create-account-after-payment';
import { sendSafely, type MailService } from '../mail/mail-service';
import { accountCreatedEmail } from '../mail/templates';
import { deliverTaxReceipt, notifyTaxReceiptCancelled } from './deliver-tax-receipt';
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
 * The donor's receipt and the association's notice for a donation that has just become paid.
 * Called after the payment's transaction committed; a mail failure is logged, never raised:
 * the payment stands whether or not the mail server answers.
 */
export async function sendPaymentReceipts(
  deps: ReceiptDeps,
  donationId: string,
  account?: AccountOutcome,
): Promise<void> {
  try {
    const [context] = await deps.db
      .select({
        donation: donations,
        campaignTitle: campaigns.title,
        targetAmountCents: campaigns.targetAmountCents,
        endDate: campaigns.endDate,
        associationName: associations.name,
        contactEmail: associations.contactEmail,
      })
      .from(donations)
      .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
      .innerJoin(associations, eq(associations.id, campaigns.associationId))
      .where(eq(donations.id, donationId));
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
    await sendSafely(deps.mail, donorReceipt(facts), deps.logger);
    await sendSafely(deps.mail, associationNotice(facts, context.contactEmail), deps.logger);
    await deliverTaxReceipt(deps, donationId);
  } catch (error) {
    deps.logger.error({ err: error, donationId }, 'receipts could not be prepared');
  }
}

/**
 * Tells the donor their donation was refunded because the campaign missed its goal. Called once
 * per donation, by whichever path recorded the refund first (the settlement run, or Stripe's
 * charge.refunded webhook for a refund the settlement asked for).
 */
export async function sendRefundNotice(deps: ReceiptDeps, donationId: string): Promise<void> {
  try {
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
    await sendSafely(
      deps.mail,
      refundNotice({
        donorName: context.donation.donorName,
        donorEmail: context.donation.donorEmail,
        amountCents: context.donation.amountCents,
        campaignTitle: context.campaignTitle,
        associationName: context.associationName,
      }),
      deps.logger,
    );
    await notifyTaxReceiptCancelled(deps, donationId);
  } catch (error) {
    deps.logger.error({ err: error, donationId }, 'refund notice could not be prepared');
  }
}

/** The welcome email of an account created with a paid donation (createAccountAfterPayment). */
export async function sendAccountWelcome(deps: ReceiptDeps, donationId: string): Promise<void> {
  const [donation] = await deps.db
    .select()
    .from(donations)
    .where(eq(donations.id, donationId))
    .limit(1);
  if (!donation) return;
  await sendSafely(
    deps.mail,
    accountCreatedEmail({
      to: donation.donorEmail,
      fullName: donation.donorName,
      roleLabel: ROLE_LABELS.donor,
      loginUrl: absoluteHref(donation.originUrl ?? '', ROUTES.login.href()),
    }),
    deps.logger,
  );
}
