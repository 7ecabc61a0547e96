import type { Database, Tx } from '../../db/client';
import { notFound, type AppError } from '../../lib/app-error';
import { deleteUnlessReferenced } from '../../lib/pg-errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';

export interface AuditedDelete {
  entity: 'association' | 'campaign';
  id: string;
  actor: AuditActor;
  /** Deletes the row (and what goes with it) in the transaction; answers the deleted row(s). */
  remove: (tx: Tx) => Promise<unknown[]>;
  /** The 409 when money history references it (ON DELETE RESTRICT): nothing is deleted. */
  refused: () => AppError;
  /** The 404 text when there is no such row. */
  notFoundMessage: string;
}

/**
 * Deletes one catalogue row and records it in the audit log (its values before), in one
 * transaction: refused as a whole when the money history references it.
 */
export async function deleteAudited(db: Database, target: AuditedDelete): Promise<void> {
  const { entity, id } = target;
  const deleted = await deleteUnlessReferenced(
    () =>
      db.transaction(async (tx) => {
        const rows = await target.remove(tx);
        if (rows[0])
          await recordAudit(tx, {
            actor: target.actor,
            action: `${entity}.delete`,
            entity,
            entityId: id,
            before: rows[0],
          });
        return rows;
      }),
    target.refused,
  );
  if (deleted.length === 0) throw notFound(target.notFoundMessage);
}
