import { eq, sql } from 'drizzle-orm';
import type { taxEligibilityDeclarationSchema, taxEligibilityReviewSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';

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

/** The super admin verifies (with the rate) or withdraws. Returns false for an unknown id. */
export async function reviewTaxEligibility(
  db: Database,
  associationId: string,
  input: z.output<typeof taxEligibilityReviewSchema>,
): Promise<boolean> {
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
