import { eq } from 'drizzle-orm';
import { API_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { documents, uploads } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { keyFromUrl, type Storage } from '../storage/storage';
import type { Viewer } from './open-upload';

/** Removes a stored document: its uploader or a super admin only (others get 404). */
export async function deleteDocumentUpload(
  deps: { db: Database; storage: Storage },
  input: { fileUrl: string; viewer: Viewer },
): Promise<{ url: string }> {
  const key = keyFromUrl(input.fileUrl);
  if (!key) throw notFound(API_MESSAGES.fileNotFound);
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.storageKey, key)).limit(1);
  if (
    !row ||
    row.kind !== 'document' ||
    (input.viewer.role !== 'super_admin' && row.ownerId !== input.viewer.id)
  ) {
    throw notFound(API_MESSAGES.fileNotFound);
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.url, row.url));
    await tx.delete(uploads).where(eq(uploads.id, row.id));
  });
  await deps.storage.remove(key);
  return { url: row.url };
}
