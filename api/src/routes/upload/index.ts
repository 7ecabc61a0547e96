import type { FastifyInstance } from 'fastify';
import type { UploadResult } from 'shared-contracts';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { readMultipartFile } from '../../lib/read-multipart-file';
import { parseInput } from '../../lib/validation';
import { currentUser, requireAuth, userFromRequest } from '../../plugins/auth';
import type { UploadKind } from '../../services/storage/storage';
import { deleteDocumentUpload } from '../../services/uploads/delete-document-upload';
import { openUpload } from '../../services/uploads/open-upload';
import { UPLOAD_RULES, storeUpload, type UploadRow } from '../../services/uploads/store-upload';

const toUploadResult = (row: UploadRow): UploadResult => ({
  success: true as const,
  data: {
    url: row.url,
    filename: row.originalName ?? row.storageKey.split('/').pop()!,
    size: row.sizeBytes,
    content_type: row.contentType,
  },
});

const deleteQuerySchema = z.object({ file_url: z.string().trim().min(1).max(2000) });

const PLACEHOLDER_SVG = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="#e9ecef"/><text x="400" y="235" font-family="sans-serif" font-size="32" fill="#868e96" text-anchor="middle">${label}</text></svg>`;

/** An RFC 6266 attachment header: an ASCII fallback and the exact UTF-8 name. */
function attachment(filename: string): string {
  const ascii = filename.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Uploads by the people who write content (managers, super admin): POST /upload/{image,video,
 * document}, DELETE /upload/document, and the stored files served back at /uploads/<key>
 * (images and videos public, documents private downloads).
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const writers = requireAuth('association_manager', 'super_admin');
  for (const kind of ['image', 'video', 'document'] as UploadKind[]) {
    app.post(`/upload/${kind}`, { preHandler: writers }, async (request, reply) => {
      const user = currentUser(request);
      const file = await readMultipartFile(request, UPLOAD_RULES[kind]);
      const row = await storeUpload(app, {
        kind,
        ...file,
        ownerId: user.id,
        associationId: user.associationIds[0] ?? null,
        isQuotaFree: user.role === 'super_admin',
      });
      reply.code(201);
      return toUploadResult(row);
    });
  }

  app.delete('/upload/document', { preHandler: writers }, async (request) => {
    const { file_url: fileUrl } = parseInput(deleteQuerySchema, request.query);
    const deleted = await deleteDocumentUpload(app, { fileUrl, viewer: currentUser(request) });
    return { success: true, data: deleted };
  });

  app.get<{ Params: { folder: string; name: string } }>(
    '/uploads/:folder/:name',
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      const viewer = key.startsWith('documents/')
        ? await userFromRequest(request, { acceptCookie: true })
        : undefined;
      const file = await openUpload(app, { key, viewer });
      void reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff');
      if (file.download) {
        void reply
          .header('content-disposition', attachment(file.download.filename))
          .header('cache-control', 'private, no-store');
      } else {
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
      return reply.send(file.stream);
    },
  );

  app.get<{ Params: { name: string } }>('/placeholders/:name', async (request, reply) => {
    const labels: Record<string, string> = {
      'campaign.svg': 'Projet',
      'association.svg': 'Association',
    };
    const label = labels[request.params.name];
    if (!label) throw notFound();
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(PLACEHOLDER_SVG(label));
  });
}
