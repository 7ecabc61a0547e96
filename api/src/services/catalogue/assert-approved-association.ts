import { eq } from 'drizzle-orm';
import { API_MESSAGES, FORM_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema';
import { fieldError } from '../../lib/app-error';

/**
 * The admin gives campaigns only to approved associations (spec section 4: the form offers only
 * those): a 422 on association_id otherwise.
 */
export async function assertApprovedAssociation(
  db: Database,
  associationId: string,
): Promise<void> {
  const [association] = await db
    .select({ status: associations.status })
    .from(associations)
    .where(eq(associations.id, associationId.toLowerCase()))
    .limit(1);
  if (!association) throw fieldError('association_id', FORM_MESSAGES.selectAssociation);
  if (association.status !== 'approved')
    throw fieldError('association_id', API_MESSAGES.associationNotApproved);
}
