import { eq } from 'drizzle-orm';
import { API_MESSAGES, LOADING_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations, campaigns } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { deleteUnlessReferenced } from '../../lib/pg-errors';

/**
 * Deletes an association with its campaigns, unless one of them has received donations (their
 * money history references it): 409, nothing deleted.
 */
export async function deleteAssociation(db: Database, id: string): Promise<void> {
  const deleted = await deleteUnlessReferenced(
    () =>
      db.transaction(async (tx) => {
        await tx.delete(campaigns).where(eq(campaigns.associationId, id));
        return tx
          .delete(associations)
          .where(eq(associations.id, id))
          .returning({ id: associations.id });
      }),
    () => conflict(API_MESSAGES.associationHasCampaigns, 'association_has_campaigns'),
  );
  if (deleted.length === 0) throw notFound(LOADING_MESSAGES.associationNotFound);
}
