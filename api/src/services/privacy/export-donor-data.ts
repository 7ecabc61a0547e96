import { asc, eq } from 'drizzle-orm';
import { PRIVACY_TEXTS, roleLabel, type DonorDataExport } from 'shared-contracts';
import type { Database } from '../../db/client';
import { donations, users } from '../../db/schema';
import { taxReceiptColumnsWithoutPdf, taxReceipts } from '../../db/schema/tax-receipts';
import { centsToEuros } from '../../lib/money';
import { iso, isoOrNull } from '../../views/dates';
import { selectDonationsWithNames } from '../donations/donations-with-names';
import { csvCell, frenchAmount } from '../receipts/list-tax-receipts';

/**
 * Everything the platform holds about one donor (RGPD art. 15, access, and art. 20,
 * portability): the profile, every gift made while signed in (whatever its status), the reçus
 * fiscaux of those gifts and the consents given with each. Only rows linked to this account:
 * a guest gift made with the same email is not proof that it is theirs.
 */
export async function exportDonorData(db: Database, userId: string): Promise<DonorDataExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error('exportDonorData: unknown user');
  const gifts = await selectDonationsWithNames(db)
    .where(eq(donations.userId, userId))
    .orderBy(asc(donations.createdAt));
  const receipts = await db
    .select(taxReceiptColumnsWithoutPdf)
    .from(taxReceipts)
    .innerJoin(donations, eq(donations.id, taxReceipts.donationId))
    .where(eq(donations.userId, userId))
    .orderBy(asc(taxReceipts.year), asc(taxReceipts.sequence));
  return {
    exported_at: new Date().toISOString(),
    profile: {
      full_name: user.fullName,
      email: user.email,
      phone: user.phone,
      role: user.role,
      created_at: iso(user.createdAt),
    },
    donations: gifts.map(({ donation, campaignTitle, associationName }) => ({
      id: donation.id,
      created_at: iso(donation.createdAt),
      campaign_title: campaignTitle,
      association_name: associationName,
      amount: centsToEuros(donation.amountCents),
      payment_status: donation.paymentStatus,
      donor_name: donation.donorName,
      donor_email: donation.donorEmail,
      phone: donation.phone,
      is_anonymous: donation.isAnonymous,
      message: donation.message,
      reward_selected: donation.rewardTitle,
      tax_receipt_requested: donation.wantsTaxReceipt,
      address: donation.donorAddress,
      postal_code: donation.donorPostalCode,
      city: donation.donorCity,
      shipping_address: donation.shippingAddress,
      shipping_address_extra: donation.shippingAddressExtra,
      shipping_postal_code: donation.shippingPostalCode,
      shipping_city: donation.shippingCity,
      shipping_country: donation.shippingCountry,
      reward_sent_at: isoOrNull(donation.rewardSentAt),
      reward_tracking_note: donation.rewardTrackingNote,
    })),
    tax_receipts: receipts.map((receipt) => ({
      number: receipt.number,
      status: receipt.status,
      year: receipt.year,
      association_name: receipt.associationName,
      amount: centsToEuros(receipt.amountCents),
      rate: receipt.ratePercent,
      gift_date: receipt.giftDate,
      donor_name: receipt.donorName,
      donor_address: receipt.donorAddress,
      donor_postal_code: receipt.donorPostalCode,
      donor_city: receipt.donorCity,
      issued_at: iso(receipt.issuedAt),
      cancelled_at: isoOrNull(receipt.cancelledAt),
    })),
    consents: gifts.map(({ donation, campaignTitle }) => ({
      donation_id: donation.id,
      created_at: iso(donation.createdAt),
      campaign_title: campaignTitle,
      contact_by_association: donation.contactConsent,
      // The API refuses a gift whose terms were declined (services/donations/create-donation).
      terms_accepted: true,
    })),
  };
}

const T = PRIVACY_TEXTS.csv;
const yesNo = (value: boolean) => (value ? T.yes : T.no);
/** A spreadsheet would run a cell starting with these as a formula: kept as text. */
const text = (value: string | null | undefined): string => {
  const cell = value ?? '';
  return csvCell(/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
};
const line = (cells: string[]) => cells.join(';');
/** One section of the file: its title, its header, a line per row, then a blank line. */
const section = <Row>(
  title: string,
  columns: readonly string[],
  rows: readonly Row[],
  cells: (row: Row) => string[],
): string[] => [text(title), line(columns.map(text)), ...rows.map((row) => line(cells(row))), ''];

/**
 * The same data as one CSV file a French spreadsheet opens (BOM, ';', decimal commas): one
 * section per kind (profile, gifts, reçus fiscaux, consents), each under its title and header.
 */
export function donorDataCsv(data: DonorDataExport): string {
  const { profile } = data;
  const rows = [
    text(T.profile),
    line([text(T.fullName), text(profile.full_name)]),
    line([text(T.email), text(profile.email)]),
    line([text(T.phone), text(profile.phone)]),
    line([text(T.role), text(roleLabel(profile.role))]),
    line([text(T.createdAt), text(profile.created_at)]),
    '',
    ...section(T.donations, T.donationColumns, data.donations, (gift) => [
      text(gift.id),
      text(gift.created_at),
      text(gift.campaign_title),
      text(gift.association_name),
      frenchAmount(gift.amount),
      text(gift.payment_status),
      text(gift.donor_name),
      text(gift.donor_email),
      text(gift.phone),
      yesNo(gift.is_anonymous),
      text(gift.message),
      text(gift.reward_selected),
      yesNo(gift.tax_receipt_requested),
      text(gift.address),
      text(gift.postal_code),
      text(gift.city),
      text(gift.shipping_address),
      text(gift.shipping_address_extra),
      text(gift.shipping_postal_code),
      text(gift.shipping_city),
      text(gift.shipping_country),
      text(gift.reward_sent_at),
      text(gift.reward_tracking_note),
    ]),
    ...section(T.taxReceipts, T.taxReceiptColumns, data.tax_receipts, (receipt) => [
      text(receipt.number),
      text(receipt.status),
      String(receipt.year),
      text(receipt.association_name),
      frenchAmount(receipt.amount),
      String(receipt.rate),
      text(receipt.gift_date),
      text(receipt.issued_at),
      text(receipt.cancelled_at),
    ]),
    ...section(T.consents, T.consentColumns, data.consents, (consent) => [
      text(consent.donation_id),
      text(consent.created_at),
      text(consent.campaign_title),
      yesNo(consent.contact_by_association),
      yesNo(consent.terms_accepted),
    ]),
  ];
  return `\uFEFF${rows.join('\r\n')}`;
}
