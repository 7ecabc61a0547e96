import { eq, sql } from 'drizzle-orm';
import { rewardAllowsTaxReceipt } from 'shared-contracts';
import { associations } from '../../db/schema/associations';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { taxReceiptCounters, taxReceipts } from '../../db/schema/tax-receipts';
import { enqueueJob } from '../jobs/enqueue';
import type { Tx } from '../settlement/settlement-types';
import { parisDay, taxSettingOn } from './tax-settings';

/**
 * Numbers the reçu fiscal of a donation that has just become paid, inside the payment's own
 * transaction: the counter row of (association, year) is incremented with a row lock, so
 * concurrent payments of one association queue there for the rest of their transaction and
 * each gets the next number; a payment that rolls back takes its number back with it. Nothing
 * is issued when the donor did not ask, when the association is not verified at the time of
 * payment, or when the reward breaks the rule (the dialog refused that combination already;
 * this is the last guard). Returns the receipt id, or null.
 */
export async function issueTaxReceiptInTx(tx: Tx, donationId: string): Promise<string | null> {
  const [context] = await tx
    .select({ donation: donations, association: associations })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .innerJoin(associations, eq(associations.id, campaigns.associationId))
    .where(eq(donations.id, donationId));
  if (!context) return null;
  const { donation, association } = context;
  if (!donation.wantsTaxReceipt || donation.paymentStatus !== 'paid') return null;
  if (association.taxEligibility !== 'verified' || !association.taxRatePercent) return null;
  const paidAt = donation.paidAt ?? new Date();
  const giftDate = parisDay(paidAt);
  const rewardCapCents = await taxSettingOn(tx, 'reward_cap_cents', giftDate);
  if (
    !rewardAllowsTaxReceipt({
      rewardValueCents: donation.rewardValueCents,
      giftCents: donation.amountCents,
      rewardCapCents,
    })
  )
    return null;
  const year = Number(giftDate.slice(0, 4));
  const [counter] = await tx
    .insert(taxReceiptCounters)
    .values({ associationId: association.id, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxReceiptCounters.associationId, taxReceiptCounters.year],
      set: { lastNumber: sql`${taxReceiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxReceiptCounters.lastNumber });
  const sequence = counter!.lastNumber;
  const [receipt] = await tx
    .insert(taxReceipts)
    .values({
      donationId: donation.id,
      associationId: association.id,
      year,
      sequence,
      number: `${year}-${String(sequence).padStart(6, '0')}`,
      amountCents: donation.amountCents,
      ratePercent: association.taxRatePercent,
      giftDate,
      donorName: donation.donorName,
      donorAddress: donation.donorAddress ?? '',
      donorPostalCode: donation.donorPostalCode ?? '',
      donorCity: donation.donorCity ?? '',
      associationName: association.name,
      associationAddress: [association.address, association.city].filter(Boolean).join(', '),
      associationPurpose: association.taxPurpose ?? association.description ?? '',
      associationLegalStatus: association.taxLegalStatus ?? '',
      signatoryName: association.signatoryName ?? association.managerName ?? '',
      signatoryTitle: association.signatoryTitle ?? '',
    })
    .returning({ id: taxReceipts.id });
  return receipt!.id;
}

/**
 * A refunded gift's receipt: cancelled with its date, in the refund's transaction, with the
 * job that tells the donor (`tax-receipt-cancelled`).
 */
export async function cancelTaxReceiptInTx(tx: Tx, donationId: string): Promise<void> {
  const cancelled = await tx
    .update(taxReceipts)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(sql`${taxReceipts.donationId} = ${donationId} and ${taxReceipts.status} = 'issued'`)
    .returning({ id: taxReceipts.id });
  if (cancelled.length) await enqueueJob(tx, 'tax-receipt-cancelled', { donationId });
}
