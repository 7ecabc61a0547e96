import { eq } from 'drizzle-orm';
import { API_MESSAGES, LOADING_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations, campaigns } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { deleteUnlessReferenced } from '../../lib/pg-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/**
 * Deletes an association with its campaigns, unless one of them has received donations (their
 * money history references it): 409, nothing deleted.
 */
export async function deleteAssociation(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const deleted = await deleteUnlessReferenced(
    () =>
      db.transaction(async (tx) => {
        await tx.delete(campaigns).where(eq(campaigns.associationId, id));
        const rows = await tx.delete(associations).where(eq(associations.id, id)).returning();
        if (rows[0])
          await recordAudit(tx, {
            actor,
            action: 'association.delete',
            entity: 'association',
            entityId: id,
            before: rows[0],
          });
        return rows;
      }),
    () => conflict(API_MESSAGES.associationHasCampaigns, 'association_has_campaigns'),
  );
  if (deleted.length === 0) throw notFound(LOADING_MESSAGES.associationNotFound);
}
