import { eq } from 'drizzle-orm';
import { API_MESSAGES, type AssociationDocument } from 'shared-contracts';
import type { Database } from '../../db/client';
import { documents, uploads } from '../../db/schema';
import { fieldError } from '../../lib/app-error';
import { toDocument } from '../../views/association-view';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { keyFromUrl } from '../storage/storage';
import type { UploadRow } from '../uploads/store-upload';

/** Records a stored document file as one of the association's documents. */
export async function recordDocument(
  db: Database,
  input: { associationId: string; upload: UploadRow; name: string },
  actor: AuditActor,
): Promise<AssociationDocument> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({
        associationId: input.associationId,
        name: input.name,
        url: input.upload.url,
        sizeBytes: input.upload.sizeBytes,
        contentType: input.upload.contentType,
      })
      .returning();
    const document = toDocument(row!);
    await recordAudit(tx, {
      actor,
      action: 'association.document_add',
      entity: 'association',
      entityId: input.associationId,
      after: document,
    });
    return document;
  });
}

/**
 * Attaches a file uploaded by POST /upload/document: it must be a document of ours, uploaded
 * by this manager (a URL from elsewhere or someone else's file is refused on the field).
 */
export async function attachDocument(
  db: Database,
  input: { associationId: string; uploaderId: string; documentUrl: string; documentName: string },
  actor: AuditActor,
): Promise<AssociationDocument> {
  const key = keyFromUrl(input.documentUrl);
  const [upload] = key
    ? await db.select().from(uploads).where(eq(uploads.storageKey, key)).limit(1)
    : [];
  if (!upload || upload.kind !== 'document' || upload.ownerId !== input.uploaderId) {
    throw fieldError('document_url', API_MESSAGES.fileNotFound);
  }
  return recordDocument(
    db,
    { associationId: input.associationId, upload, name: input.documentName },
    actor,
  );
}
