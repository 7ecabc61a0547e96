import { and, eq } from 'drizzle-orm';
import { API_MESSAGES, type AssociationDocument } from 'shared-contracts';
import type { Database } from '../../db/client';
import { documents, uploads } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { toDocument } from '../../views/association-view';
import { keyFromUrl, type Storage } from '../storage/storage';

/** Detaches the association's documents with this URL (the stored file stays). */
export async function detachDocumentByUrl(
  db: Database,
  input: { associationId: string; url: string },
): Promise<AssociationDocument[]> {
  const deleted = await db
    .delete(documents)
    .where(and(eq(documents.associationId, input.associationId), eq(documents.url, input.url)))
    .returning();
  if (deleted.length === 0) throw notFound(API_MESSAGES.documentNotFound);
  return deleted.map(toDocument);
}

/** Removes one of the association's documents and, when no other document uses it, its file. */
export async function removeDocument(
  deps: { db: Database; storage: Storage },
  input: { associationId: string; id: string },
): Promise<AssociationDocument> {
  const [deleted] = await deps.db
    .delete(documents)
    .where(and(eq(documents.id, input.id), eq(documents.associationId, input.associationId)))
    .returning();
  if (!deleted) throw notFound(API_MESSAGES.documentNotFound);
  const [stillUsed] = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.url, deleted.url))
    .limit(1);
  const key = keyFromUrl(deleted.url);
  if (!stillUsed && key) {
    await deps.db.delete(uploads).where(eq(uploads.storageKey, key));
    await deps.storage.remove(key);
  }
  return toDocument(deleted);
}
