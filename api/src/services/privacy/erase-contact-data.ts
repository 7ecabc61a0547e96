import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { donations } from '../../db/schema';

/*
 * What erasing a donor's contact data leaves on a donation, written once for the account
 * deletion (erase-donor-account.ts) and the guests' retention period (purge-guest-contacts.ts).
 *
 * Kept: the gift itself (amount, campaign, payment, ledger rows): the association's accounts
 * must be kept ten years (Code de commerce, art. L123-22) and the reçus fiscaux six
 * (Livre des procédures fiscales, art. L102 B; BOFiP BOI-IR-RICI-250). An issued reçu fiscal is a
 * copy of what it states (tax_receipts keeps the donor's name and postal address as printed):
 * it is never rewritten. A paid gift whose donor asked for a receipt also keeps, on the
 * donation, the name and postal address that its receipt prints: a goal campaign's receipt is
 * issued only when the goal is reached (issueGoalReachedReceiptsInTx), after the payment.
 * Erased: the email and the phone always (no receipt states them), the postal address where
 * no receipt needs it, and a posted reward's shipping address.
 */

/** A paid gift whose donor asked for a reçu fiscal: its receipt holds (or will hold) the address. */
export const needsReceiptFacts: SQL = sql`(${donations.wantsTaxReceipt} and ${donations.paymentStatus} = 'paid')`;

const unlessReceipt = (column: AnyPgColumn) =>
  sql`case when ${needsReceiptFacts} then ${column} else null end`;

/** The columns an erasure sets; `now` is the erasure's time. */
export function erasedContactColumns(now: Date) {
  return {
    donorEmail: '',
    phone: null,
    donorAddress: unlessReceipt(donations.donorAddress),
    donorPostalCode: unlessReceipt(donations.donorPostalCode),
    donorCity: unlessReceipt(donations.donorCity),
    // The wish alone, without the address, would break the address check: kept where it counts.
    wantsTaxReceipt: needsReceiptFacts,
    // A posted reward's address (issue 30): no receipt prints it, erased always.
    shippingAddress: null,
    shippingAddressExtra: null,
    shippingPostalCode: null,
    shippingCity: null,
    shippingCountry: null,
    contactConsent: false,
    contactErasedAt: now,
    updatedAt: now,
  };
}

/** Not erased yet (an erasure runs once per donation). */
export const contactNotErased: SQL = sql`${donations.contactErasedAt} is null`;
