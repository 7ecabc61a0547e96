import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  LOADING_MESSAGES,
  documentAttachSchema,
  managerAssociationUpdateSchema,
} from 'shared-contracts';
import { z } from 'zod';
import { documents, uploads } from '../../db/schema';
import { fieldError, notFound } from '../../lib/app-error';
import { parseInput, requireUuid } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { updateAssociation } from '../../services/catalogue/save-association';
import { keyFromUrl } from '../../services/storage/storage';
import { storeUpload } from '../../services/storage/store-upload';
import { findFullAssociation, toDocument } from '../../views/association-view';
import { managedAssociationId } from './managed-association';

const documentUrlQuerySchema = z.object({ document_url: z.string().trim().min(1).max(2000) });

/** The manager's own association and its documents (both call styles of spec section 7). */
export async function dashboardAssociationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard/association', async (request) => {
    const association = await findFullAssociation(app.db, managedAssociationId(request));
    if (!association) throw notFound(LOADING_MESSAGES.associationNotFound);
    return { data: association };
  });

  /** Everything but the moderation status (a `status` in the body is ignored). */
  app.put('/dashboard/association', async (request) => {
    const id = managedAssociationId(request);
    const input = parseInput(managerAssociationUpdateSchema, request.body);
    if (!(await updateAssociation(app.db, id, input)))
      throw notFound(LOADING_MESSAGES.associationNotFound);
    return { data: await findFullAssociation(app.db, id) };
  });

  /** Attach a file uploaded by POST /upload/document: it must be one of ours, uploaded by this user. */
  app.post('/dashboard/association/documents', async (request, reply) => {
    const associationId = managedAssociationId(request);
    const input = parseInput(documentAttachSchema, request.body);
    const key = keyFromUrl(input.document_url);
    const [upload] = key
      ? await app.db.select().from(uploads).where(eq(uploads.storageKey, key)).limit(1)
      : [];
    if (!upload || upload.kind !== 'document' || upload.ownerId !== currentUser(request).id) {
      throw fieldError('document_url', API_MESSAGES.fileNotFound);
    }
    const [row] = await app.db
      .insert(documents)
      .values({
        associationId,
        name: input.document_name,
        url: upload.url,
        sizeBytes: upload.sizeBytes,
        contentType: upload.contentType,
      })
      .returning();
    reply.code(201);
    return { success: true, data: toDocument(row!) };
  });

  app.delete('/dashboard/association/documents', async (request) => {
    const associationId = managedAssociationId(request);
    const { document_url: url } = parseInput(documentUrlQuerySchema, request.query);
    const deleted = await app.db
      .delete(documents)
      .where(and(eq(documents.associationId, associationId), eq(documents.url, url)))
      .returning();
    if (deleted.length === 0) throw notFound(API_MESSAGES.documentNotFound);
    return { success: true, data: deleted.map(toDocument) };
  });

  /** Upload and attach in one call: multipart, file part named `document`. */
  app.post('/dashboard/documents', async (request, reply) => {
    const associationId = managedAssociationId(request);
    const upload = await storeUpload(app, request, 'document', currentUser(request).id);
    const [row] = await app.db
      .insert(documents)
      .values({
        associationId,
        name: upload.originalName ?? 'document',
        url: upload.url,
        sizeBytes: upload.sizeBytes,
        contentType: upload.contentType,
      })
      .returning();
    reply.code(201);
    return { success: true, data: toDocument(row!) };
  });

  /** Removes the document and, when no other document uses it, its stored file. */
  app.delete<{ Params: { id: string } }>('/dashboard/documents/:id', async (request) => {
    const associationId = managedAssociationId(request);
    const id = requireUuid(request.params.id, API_MESSAGES.documentNotFound);
    const [deleted] = await app.db
      .delete(documents)
      .where(and(eq(documents.id, id), eq(documents.associationId, associationId)))
      .returning();
    if (!deleted) throw notFound(API_MESSAGES.documentNotFound);
    const [stillUsed] = await app.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.url, deleted.url))
      .limit(1);
    const key = keyFromUrl(deleted.url);
    if (!stillUsed && key) {
      await app.db.delete(uploads).where(eq(uploads.storageKey, key));
      await app.storage.remove(key);
    }
    return { success: true, data: toDocument(deleted) };
  });
}
