import { and, eq, sql } from 'drizzle-orm';
import { API_MESSAGES, type AssociationDocument } from 'shared-contracts';
import type { Database } from '../../db/client';
import { associations, documents, uploads } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { toDocument } from '../../views/association-view';
import { keyFromUrl, type Storage } from '../storage/storage';
import { recordAudit, type AuditActor } from '../audit/record-audit';

async function recordRemoval(
  tx: Parameters<typeof recordAudit>[0],
  actor: AuditActor,
  associationId: string,
  document: AssociationDocument,
): Promise<void> {
  await recordAudit(tx, {
    actor,
    action: 'association.document_remove',
    entity: 'association',
    entityId: associationId,
    before: document,
  });
}

/** Detaches the association's documents with this URL (the stored file stays). */
export async function detachDocumentByUrl(
  db: Database,
  input: { associationId: string; url: string },
  actor: AuditActor,
): Promise<AssociationDocument[]> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(documents)
      .where(and(eq(documents.associationId, input.associationId), eq(documents.url, input.url)))
      .returning();
    if (deleted.length === 0) throw notFound(API_MESSAGES.documentNotFound);
    const detached = deleted.map(toDocument);
    for (const document of detached) await recordRemoval(tx, actor, input.associationId, document);
    return detached;
  });
}

/**
 * Removes one of the association's documents and, when no other document uses it, its file.
 * A file that was the proof behind a verified eligibility for reçus fiscaux takes the
 * verification with it: the association goes back to review ('declared'), as when it changes a
 * printed fact, since the super admin can no longer see what was checked.
 */
export async function removeDocument(
  deps: { db: Database; storage: Storage },
  input: { associationId: string; id: string },
  actor: AuditActor,
): Promise<AssociationDocument> {
  const removed = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(documents)
      .where(and(eq(documents.id, input.id), eq(documents.associationId, input.associationId)))
      .returning();
    if (!deleted) throw notFound(API_MESSAGES.documentNotFound);
    await recordRemoval(tx, actor, input.associationId, toDocument(deleted));
    const [stillUsed] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.url, deleted.url))
      .limit(1);
    const key = stillUsed ? undefined : keyFromUrl(deleted.url);
    if (key) {
      await tx.delete(uploads).where(eq(uploads.storageKey, key));
      await tx
        .update(associations)
        .set({ taxEligibility: 'declared', updatedAt: sql`now()` })
        .where(
          and(
            eq(associations.id, input.associationId),
            eq(associations.taxDocumentUrl, deleted.url),
            eq(associations.taxEligibility, 'verified'),
          ),
        );
    }
    return { deleted, key };
  });
  // The file goes once the rows are gone (a file left behind by a crash here costs only space).
  if (removed.key) await deps.storage.remove(removed.key);
  return toDocument(removed.deleted);
}
