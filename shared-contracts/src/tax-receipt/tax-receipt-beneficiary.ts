import { isBlank } from '../validate/rule';
import { isFrenchPostalCode } from '../validate/postal-address';
import { isValidRna, isValidSiren } from '../validate/identifiers';

/**
 * The beneficiary's facts a receipt prints (Cerfa 11580*05, « Bénéficiaire des versements »
 * and the signature): an association is verified for receipts only once each is there, and a
 * change of any of them sends a verified association back to review.
 */
export const RECEIPT_FACTS = [
  'address',
  'postal_code',
  'city',
  'siren_or_rna',
  'purpose',
  'legal_status',
  'signatory',
  'proof',
] as const;
export type ReceiptFact = (typeof RECEIPT_FACTS)[number];

/** What an association record carries of those facts (wire names). */
export interface ReceiptFactsInput {
  address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  siren?: string | null;
  rna?: string | null;
  tax_purpose?: string | null;
  tax_legal_status?: string | null;
  signatory_name?: string | null;
  signatory_title?: string | null;
  tax_document_url?: string | null;
}

/** The facts missing (or malformed) for a receipt's beneficiary block, in the form's order. */
export function missingReceiptFacts(input: ReceiptFactsInput): ReceiptFact[] {
  const missing: ReceiptFact[] = [];
  if (isBlank(input.address)) missing.push('address');
  if (isBlank(input.postal_code) || !isFrenchPostalCode(String(input.postal_code)))
    missing.push('postal_code');
  if (isBlank(input.city)) missing.push('city');
  const hasSiren = !isBlank(input.siren) && isValidSiren(String(input.siren));
  const hasRna = !isBlank(input.rna) && isValidRna(String(input.rna));
  if (!hasSiren && !hasRna) missing.push('siren_or_rna');
  if (isBlank(input.tax_purpose)) missing.push('purpose');
  if (isBlank(input.tax_legal_status)) missing.push('legal_status');
  if (isBlank(input.signatory_name) || isBlank(input.signatory_title)) missing.push('signatory');
  if (isBlank(input.tax_document_url)) missing.push('proof');
  return missing;
}

/** 'SIREN 775 671 356', 'RNA W691234567', or both, as the receipt prints them. */
export function formatSirenOrRna(siren?: string | null, rna?: string | null): string {
  const parts: string[] = [];
  if (siren) parts.push(`SIREN ${siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')}`);
  if (rna) parts.push(`RNA ${rna}`);
  return parts.join(' · ');
}
