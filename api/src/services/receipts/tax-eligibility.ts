import { eq, sql } from 'drizzle-orm';
import {
  TAX_RECEIPT_MESSAGES,
  type taxEligibilityDeclarationSchema,
  type taxEligibilityReviewSchema,
} from 'shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { fieldError } from '../../lib/app-error';

/**
 * The association declares it may issue receipts. A new declaration of a verified association
 * keeps it verified (its rate stays); it changes what the next receipts print.
 */
export async function declareTaxEligibility(
  db: Database,
  associationId: string,
  input: z.output<typeof taxEligibilityDeclarationSchema>,
): Promise<void> {
  await db
    .update(associations)
    .set({
      taxEligibility: sql`case when ${associations.taxEligibility} = 'verified' then 'verified' else 'declared' end`,
      taxPurpose: input.purpose,
      taxLegalStatus: input.legal_status,
      signatoryName: input.signatory_name,
      signatoryTitle: input.signatory_title,
      taxDocumentUrl: input.document_url,
      taxDeclaredAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(associations.id, associationId));
}

/**
 * The super admin verifies (with the rate) or withdraws. Returns false for an unknown id. A
 * verification needs the declared fields every receipt prints (422 otherwise).
 */
export async function reviewTaxEligibility(
  db: Database,
  associationId: string,
  input: z.output<typeof taxEligibilityReviewSchema>,
): Promise<boolean> {
  const [current] = await db.select().from(associations).where(eq(associations.id, associationId));
  if (!current) return false;
  const declared =
    current.taxPurpose && current.taxLegalStatus && current.signatoryName && current.signatoryTitle;
  if (input.decision === 'verified' && !declared)
    throw fieldError('decision', TAX_RECEIPT_MESSAGES.declarationIncomplete);
  const rows = await db
    .update(associations)
    .set({
      taxEligibility: input.decision,
      taxRatePercent: input.decision === 'verified' ? input.rate : associations.taxRatePercent,
      taxReviewedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(associations.id, associationId))
    .returning({ id: associations.id });
  return rows.length > 0;
}
