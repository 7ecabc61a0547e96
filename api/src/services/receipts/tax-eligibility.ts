import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  TAX_RECEIPT_MESSAGES,
  missingReceiptFacts,
  type taxEligibilityDeclarationSchema,
  type taxEligibilityReviewSchema,
} from 'shared-contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { fieldError } from '../../lib/app-error';
import { changesReceiptFacts, isOwnDocumentUpload, receiptFactsOf } from './receipt-facts';
import { lockAssociation } from '../catalogue/lock-association';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/** What the audit log shows of an association's eligibility to issue reçus fiscaux. */
function eligibilityFacts(row: typeof associations.$inferSelect) {
  return {
    tax_eligibility: row.taxEligibility,
    tax_rate_percent: row.taxRatePercent,
    tax_purpose: row.taxPurpose,
    tax_legal_status: row.taxLegalStatus,
    signatory_name: row.signatoryName,
    signatory_title: row.signatoryTitle,
    tax_document_url: row.taxDocumentUrl,
  };
}

/**
 * Saves a change of the association's eligibility (locked by the caller) and its audit entry,
 * the eligibility facts before and after, in the caller's transaction.
 */
async function saveEligibility(
  tx: Tx,
  current: typeof associations.$inferSelect,
  audit: { actor: AuditActor; action: string },
  changes: PgUpdateSetSource<typeof associations>,
): Promise<void> {
  const [updated] = await tx
    .update(associations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(associations.id, current.id))
    .returning();
  await recordAudit(tx, {
    ...audit,
    entity: 'association',
    entityId: current.id,
    before: eligibilityFacts(current),
    after: eligibilityFacts(updated!),
  });
}

/**
 * The association declares it may issue receipts. The proof must be a document it uploaded
 * (422 on `document_url` otherwise). A verified association stays verified only when the
 * declaration repeats what was checked; any change of a printed fact or of the proof sends it
 * back to review ('declared') until the super admin verifies again.
 */
export async function declareTaxEligibility(
  db: Database,
  associationId: string,
  input: z.output<typeof taxEligibilityDeclarationSchema>,
  actor: AuditActor,
): Promise<void> {
  if (!(await isOwnDocumentUpload(db, associationId, input.document_url)))
    throw fieldError('document_url', TAX_RECEIPT_MESSAGES.proofNotOwnUpload);
  await db.transaction(async (tx) => {
    const current = await lockAssociation(tx, associationId);
    if (!current) return;
    const declared = {
      taxPurpose: input.purpose,
      taxLegalStatus: input.legal_status,
      signatoryName: input.signatory_name,
      signatoryTitle: input.signatory_title,
      taxDocumentUrl: input.document_url,
    };
    const staysVerified =
      current.taxEligibility === 'verified' && !changesReceiptFacts(current, declared);
    await saveEligibility(
      tx,
      current,
      { actor, action: 'association.tax_declaration' },
      {
        ...declared,
        taxEligibility: staysVerified ? 'verified' : 'declared',
        taxDeclaredAt: sql`now()`,
      },
    );
  });
}

/**
 * The super admin verifies (with the rate) or withdraws. Returns false for an unknown id. A
 * verification needs every fact the receipts print (Cerfa 11580*05's beneficiary block: street,
 * postal code, commune, SIREN or RNA; object, status, signatory) and a proof the association
 * uploaded: 422 on `decision` naming what is missing otherwise.
 */
export async function reviewTaxEligibility(
  db: Database,
  associationId: string,
  input: z.output<typeof taxEligibilityReviewSchema>,
  actor: AuditActor,
): Promise<boolean> {
  // The row is locked while it is checked, so a change saved at the same moment waits and
  // then, the association being verified, sends it back to review.
  return db.transaction(async (tx) => {
    const current = await lockAssociation(tx, associationId);
    if (!current) return false;
    if (input.decision === 'verified') {
      const missing = missingReceiptFacts(receiptFactsOf(current));
      if (
        !missing.includes('proof') &&
        !(await isOwnDocumentUpload(tx, associationId, current.taxDocumentUrl))
      )
        missing.push('proof');
      if (missing.length)
        throw fieldError('decision', TAX_RECEIPT_MESSAGES.verificationIncomplete(missing));
    }
    await saveEligibility(
      tx,
      current,
      { actor, action: 'association.tax_eligibility' },
      {
        taxEligibility: input.decision,
        taxRatePercent: input.decision === 'verified' ? input.rate : associations.taxRatePercent,
        taxReviewedAt: sql`now()`,
      },
    );
    return true;
  });
}
