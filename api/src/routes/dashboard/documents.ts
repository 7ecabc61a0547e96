import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, documentAttachSchema } from 'shared-contracts';
import { z } from 'zod';
import { readMultipartFile } from '../../lib/read-multipart-file';
import { parseInput, requireUuid, type IdParams } from '../../lib/validation';
import { currentUser } from '../../plugins/auth';
import { attachDocument, recordDocument } from '../../services/documents/attach-document';
import { detachDocumentByUrl, removeDocument } from '../../services/documents/remove-document';
import { UPLOAD_RULES, storeUpload } from '../../services/uploads/store-upload';
import { managedAssociationId } from './managed-association';

const documentUrlQuerySchema = z.object({ document_url: z.string().trim().min(1).max(2000) });

/** The documents of the manager's association, both call styles of spec section 7. */
export async function dashboardDocumentRoutes(app: FastifyInstance): Promise<void> {
  app.post('/dashboard/association/documents', async (request, reply) => {
    const input = parseInput(documentAttachSchema, request.body);
    const document = await attachDocument(
      app.db,
      {
        associationId: managedAssociationId(request),
        uploaderId: currentUser(request).id,
        documentUrl: input.document_url,
        documentName: input.document_name,
      },
      currentUser(request),
    );
    reply.code(201);
    return { success: true, data: document };
  });

  app.delete('/dashboard/association/documents', async (request) => {
    const { document_url: url } = parseInput(documentUrlQuerySchema, request.query);
    const detached = await detachDocumentByUrl(
      app.db,
      {
        associationId: managedAssociationId(request),
        url,
      },
      currentUser(request),
    );
    return { success: true, data: detached };
  });

  /** Upload and attach in one call: multipart, file part named `document`. */
  app.post('/dashboard/documents', async (request, reply) => {
    const associationId = managedAssociationId(request);
    const file = await readMultipartFile(request, UPLOAD_RULES.document);
    const upload = await storeUpload(app, {
      kind: 'document',
      ...file,
      ownerId: currentUser(request).id,
      associationId,
      isQuotaFree: false,
    });
    const document = await recordDocument(
      app.db,
      {
        associationId,
        upload,
        name: upload.originalName ?? 'document',
      },
      currentUser(request),
    );
    reply.code(201);
    return { success: true, data: document };
  });

  app.delete<IdParams>('/dashboard/documents/:id', async (request) => {
    const document = await removeDocument(
      app,
      {
        associationId: managedAssociationId(request),
        id: requireUuid(request.params.id, API_MESSAGES.documentNotFound),
      },
      currentUser(request),
    );
    return { success: true, data: document };
  });
}
