import { eq } from 'drizzle-orm';
import { API_MESSAGES, LOADING_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations, campaigns } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { AuditActor } from '../audit/record-audit';
import { deleteAudited } from './delete-audited';

/**
 * Deletes an association with its campaigns, unless one of them has received donations (their
 * money history references it): 409, nothing deleted.
 */
export async function deleteAssociation(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<void> {
  await deleteAudited(db, {
    entity: 'association',
    id,
    actor,
    remove: async (tx) => {
      await tx.delete(campaigns).where(eq(campaigns.associationId, id));
      return tx.delete(associations).where(eq(associations.id, id)).returning();
    },
    refused: () => conflict(API_MESSAGES.associationHasCampaigns, 'association_has_campaigns'),
    notFoundMessage: LOADING_MESSAGES.associationNotFound,
  });
}
