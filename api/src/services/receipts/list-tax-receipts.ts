import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  TAX_DECLARATION_CSV_TEXTS,
  TAX_RECEIPT_CSV_HEADER,
  type TaxReceipt,
  type TaxReceiptYearTotal,
} from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { donations } from '../../db/schema/donations';
import {
  taxReceiptColumnsWithoutPdf as receiptColumns,
  taxReceipts,
} from '../../db/schema/tax-receipts';
import { centsToEuros } from '../../lib/money';
import type { TaxReceiptRow } from './tax-receipt-pdf';

/** Whose receipts a caller may read: a donor's own gifts, or a manager's associations. */
export type ReceiptScope = { donorId: string } | { associationIds: string[] };

function scopeCondition(scope: ReceiptScope): SQL {
  if ('donorId' in scope)
    return sql`${taxReceipts.donationId} in (select ${donations.id} from ${donations} where ${donations.userId} = ${scope.donorId})`;
  // An empty list matches nothing (inArray on [] is false).
  return inArray(
    taxReceipts.associationId,
    scope.associationIds.length ? scope.associationIds : ['00000000-0000-0000-0000-000000000000'],
  );
}

export function toTaxReceipt(row: TaxReceiptRow, pdfUrl: string): TaxReceipt {
  return {
    id: row.id,
    number: row.number,
    year: row.year,
    status: row.status,
    amount: centsToEuros(row.amountCents),
    rate: row.ratePercent,
    gift_date: row.giftDate,
    donor_name: row.donorName,
    association_id: row.associationId,
    association_name: row.associationName,
    issued_at: row.issuedAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    pdf_url: pdfUrl,
    recap:
      row.recapCharges !== null && row.recapFirstDate !== null && row.recapLastDate !== null
        ? {
            charges: row.recapCharges,
            first_date: row.recapFirstDate,
            last_date: row.recapLastDate,
          }
        : null,
  };
}

export async function listTaxReceipts(
  db: Database,
  scope: ReceiptScope,
  year?: number,
): Promise<TaxReceiptRow[]> {
  return db
    .select(receiptColumns)
    .from(taxReceipts)
    .where(and(scopeCondition(scope), year ? eq(taxReceipts.year, year) : undefined))
    .orderBy(desc(taxReceipts.year), asc(taxReceipts.associationId), desc(taxReceipts.sequence));
}

/** One receipt if the caller's scope covers it; undefined otherwise (the route answers 404). */
export async function findScopedTaxReceipt(
  db: Database,
  scope: ReceiptScope,
  id: string,
): Promise<TaxReceiptRow | undefined> {
  const [row] = await db
    .select(receiptColumns)
    .from(taxReceipts)
    .where(and(eq(taxReceipts.id, id), scopeCondition(scope)));
  return row;
}

/** Per calendar year: receipts issued (still valid) and cancelled, counts and totals. */
export async function taxReceiptYearTotals(
  db: Database,
  associationIds: string[],
): Promise<TaxReceiptYearTotal[]> {
  const rows = await db
    .select({
      year: taxReceipts.year,
      issuedCount: sql<number>`count(*) filter (where ${taxReceipts.status} = 'issued')::int`,
      issuedCents: sql<string>`coalesce(sum(${taxReceipts.amountCents}) filter (where ${taxReceipts.status} = 'issued'), 0)`,
      cancelledCount: sql<number>`count(*) filter (where ${taxReceipts.status} = 'cancelled')::int`,
      cancelledCents: sql<string>`coalesce(sum(${taxReceipts.amountCents}) filter (where ${taxReceipts.status} = 'cancelled'), 0)`,
    })
    .from(taxReceipts)
    .where(scopeCondition({ associationIds }))
    .groupBy(taxReceipts.year)
    .orderBy(desc(taxReceipts.year));
  return rows.map((row) => ({
    year: row.year,
    issued_count: row.issuedCount,
    issued_total: centsToEuros(Number(row.issuedCents)),
    cancelled_count: row.cancelledCount,
    cancelled_total: centsToEuros(Number(row.cancelledCents)),
  }));
}

export const frenchAmount = (euros: number): string => euros.toFixed(2).replace('.', ',');

/** Who files the yearly declaration: the association's name and identifiers. */
export interface DeclarantAssociation {
  name: string;
  siren: string | null;
  rna: string | null;
}

/** The associations a manager runs, by name, for the declaration's choice on screen. */
export async function managedAssociations(
  db: Database,
  associationIds: string[],
): Promise<{ id: string; name: string }[]> {
  if (associationIds.length === 0) return [];
  return db
    .select({ id: associations.id, name: associations.name })
    .from(associations)
    .where(inArray(associations.id, associationIds))
    .orderBy(asc(associations.name));
}

export async function declarantAssociation(
  db: Database,
  associationId: string,
): Promise<DeclarantAssociation | undefined> {
  const [row] = await db
    .select({ name: associations.name, siren: associations.siren, rna: associations.rna })
    .from(associations)
    .where(eq(associations.id, associationId));
  return row;
}

/** A CSV cell: quoted when it holds the separator, a quote or a line break. */
export const csvCell = (value: string): string =>
  /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * The yearly declaration (art. 222 bis of annex III to the CGI, art. 1740 A CGI: the number and
 * total of the receipts an association issued), for one association: its name, SIREN and RNA
 * first, so the file says who declares, then the year's line. Semicolon-separated with decimal
 * commas, as French spreadsheets open it.
 */
export function yearDeclarationCsv(
  association: DeclarantAssociation,
  total: TaxReceiptYearTotal,
): string {
  const heading = [
    [TAX_DECLARATION_CSV_TEXTS.association, association.name],
    [TAX_DECLARATION_CSV_TEXTS.siren, association.siren ?? ''],
    [TAX_DECLARATION_CSV_TEXTS.rna, association.rna ?? ''],
  ];
  const line = [
    String(total.year),
    String(total.issued_count),
    frenchAmount(total.issued_total),
    String(total.cancelled_count),
    frenchAmount(total.cancelled_total),
  ];
  return [
    ...heading.map((cells) => cells.map(csvCell).join(';')),
    '',
    TAX_RECEIPT_CSV_HEADER.join(';'),
    line.join(';'),
    '',
  ].join('\r\n');
}

/** The super admin's view: every association's receipt counts, eligibility and rate. */
export async function taxReceiptCountsByAssociation(db: Database) {
  const rows = await db
    .select({
      associationId: associations.id,
      name: associations.name,
      eligibility: associations.taxEligibility,
      rate: associations.taxRatePercent,
      issuedCount: sql<number>`count(${taxReceipts.id}) filter (where ${taxReceipts.status} = 'issued')::int`,
      cancelledCount: sql<number>`count(${taxReceipts.id}) filter (where ${taxReceipts.status} = 'cancelled')::int`,
      issuedCents: sql<string>`coalesce(sum(${taxReceipts.amountCents}) filter (where ${taxReceipts.status} = 'issued'), 0)`,
    })
    .from(associations)
    .leftJoin(taxReceipts, eq(taxReceipts.associationId, associations.id))
    .groupBy(associations.id)
    .orderBy(asc(associations.name));
  return rows.map((row) => ({
    association_id: row.associationId,
    association_name: row.name,
    tax_eligibility: row.eligibility,
    tax_rate: row.rate,
    issued_count: row.issuedCount,
    cancelled_count: row.cancelledCount,
    issued_total: centsToEuros(Number(row.issuedCents)),
  }));
}
