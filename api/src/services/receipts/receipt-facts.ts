import { and, eq } from 'drizzle-orm';
import type { ReceiptFactsInput } from 'shared-contracts';
import type { Database, Tx } from '../../db/client';
import { associations, uploads } from '../../db/schema';
import { keyFromUrl } from '../storage/storage';

type AssociationRow = typeof associations.$inferSelect;

/**
 * The association's columns a reçu fiscal prints (Cerfa 11580*05: the beneficiary block and
 * the signature) and the proof they were checked against. A verified association that changes
 * any of them goes back to review: the next receipts must not print
 * something nobody checked.
 */
const RECEIPT_FACT_COLUMNS = [
  'name',
  'address',
  'postalCode',
  'city',
  'siren',
  'rna',
  'taxPurpose',
  'taxLegalStatus',
  'signatoryName',
  'signatoryTitle',
  'taxDocumentUrl',
] as const satisfies readonly (keyof AssociationRow)[];

/** Whether `next` (the columns about to be written) changes a printed fact of `current`. */
export function changesReceiptFacts(
  current: AssociationRow,
  next: Partial<Record<keyof AssociationRow, unknown>>,
): boolean {
  return RECEIPT_FACT_COLUMNS.some(
    (column) => next[column] !== undefined && (next[column] ?? null) !== (current[column] ?? null),
  );
}

/** The row's facts under their wire names, for `missingReceiptFacts` of shared-contracts. */
export function receiptFactsOf(row: AssociationRow): ReceiptFactsInput {
  return {
    address: row.address,
    postal_code: row.postalCode,
    city: row.city,
    siren: row.siren,
    rna: row.rna,
    tax_purpose: row.taxPurpose,
    tax_legal_status: row.taxLegalStatus,
    signatory_name: row.signatoryName,
    signatory_title: row.signatoryTitle,
    tax_document_url: row.taxDocumentUrl,
  };
}

/**
 * What a reçu fiscal prints of its association (Cerfa 11580*05: the beneficiary block and the
 * signature), frozen on the receipt row when it is issued: a later change of the association
 * never rewrites an issued receipt.
 */
export function printedAssociationFacts(row: AssociationRow) {
  return {
    associationName: row.name,
    associationAddress: row.address ?? '',
    associationPostalCode: row.postalCode,
    associationCity: row.city,
    associationSiren: row.siren,
    associationRna: row.rna,
    associationPurpose: row.taxPurpose ?? row.description ?? '',
    associationLegalStatus: row.taxLegalStatus ?? '',
    signatoryName: row.signatoryName ?? row.managerName ?? '',
    signatoryTitle: row.signatoryTitle ?? '',
  };
}

/** What a reçu fiscal prints of its donor (a gift's, or a regular gift's for the year), frozen. */
export function printedDonorFacts(donor: {
  donorName: string;
  donorAddress: string | null;
  donorPostalCode: string | null;
  donorCity: string | null;
}) {
  return {
    donorName: donor.donorName,
    donorAddress: donor.donorAddress ?? '',
    donorPostalCode: donor.donorPostalCode ?? '',
    donorCity: donor.donorCity ?? '',
  };
}

/**
 * Whether `url` is a document this association uploaded (POST /upload/document or
 * /dashboard/documents): the proof of eligibility is never an address elsewhere, nor another
 * association's file.
 */
export async function isOwnDocumentUpload(
  db: Database | Tx,
  associationId: string,
  url: string | null | undefined,
): Promise<boolean> {
  const key = url ? keyFromUrl(url) : undefined;
  if (!key) return false;
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.storageKey, key),
        eq(uploads.kind, 'document'),
        eq(uploads.associationId, associationId),
      ),
    )
    .limit(1);
  return Boolean(upload);
}
