import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, type UploadResult } from 'shared-contracts';
import { z } from 'zod';
import { documents, uploads } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { MIME_BY_EXTENSION } from '../../lib/sniff-file-type';
import { parseInput } from '../../lib/validation';
import { currentUser, requireAuth } from '../../plugins/auth';
import { keyFromUrl, type UploadKind } from '../../services/storage/storage';
import { storeUpload, type UploadRow } from '../../services/storage/store-upload';

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

/**
 * Uploads by the people who write content (managers, super admin): POST /upload/{image,video,
 * document}, DELETE /upload/document, and the stored files served back at /uploads/<key>.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const writers = requireAuth('association_manager', 'super_admin');
  for (const kind of ['image', 'video', 'document'] as UploadKind[]) {
    app.post(`/upload/${kind}`, { preHandler: writers }, async (request, reply) => {
      const row = await storeUpload(app, request, kind, currentUser(request).id);
      reply.code(201);
      return toUploadResult(row);
    });
  }

  /** Removes a stored document: its uploader or a super admin only (others get 404). */
  app.delete('/upload/document', { preHandler: writers }, async (request) => {
    const { file_url: fileUrl } = parseInput(deleteQuerySchema, request.query);
    const key = keyFromUrl(fileUrl);
    if (!key) throw notFound(API_MESSAGES.fileNotFound);
    const user = currentUser(request);
    const [row] = await app.db.select().from(uploads).where(eq(uploads.storageKey, key)).limit(1);
    if (
      !row ||
      row.kind !== 'document' ||
      (user.role !== 'super_admin' && row.ownerId !== user.id)
    ) {
      throw notFound(API_MESSAGES.fileNotFound);
    }
    await app.db.transaction(async (tx) => {
      await tx.delete(documents).where(eq(documents.url, row.url));
      await tx.delete(uploads).where(and(eq(uploads.id, row.id)));
    });
    await app.storage.remove(key);
    return { success: true, data: { url: row.url } };
  });

  app.get<{ Params: { folder: string; name: string } }>(
    '/uploads/:folder/:name',
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      const file = await app.storage.open(key);
      if (!file) throw notFound(API_MESSAGES.fileNotFound);
      const extension = key.split('.').pop() ?? '';
      return reply
        .header('content-type', MIME_BY_EXTENSION[extension] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
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
