import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { API_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { documents, uploads } from '../../db/schema';
import { notFound, unauthorized } from '../../lib/app-error';
import { MIME_BY_EXTENSION } from '../../lib/sniff-file-type';
import type { Storage } from '../storage/storage';

export interface Viewer {
  id: string;
  role: string;
  associationIds: string[];
}

export interface OpenedUpload {
  stream: Readable;
  size: number;
  contentType: string;
  /** Set for documents: they are private and leave as downloads under this name. */
  download?: { filename: string };
}

/**
 * A stored file for the uploads route. Images and videos are public (campaign pages show them).
 * Documents (statutes, bank proofs) are private: only a super admin, the managers of the
 * association they belong to, and their uploader before they are attached may read them;
 * anyone else gets the same 404 as for a missing file.
 */
export async function openUpload(
  deps: { db: Database; storage: Storage },
  input: { key: string; viewer: Viewer | undefined },
): Promise<OpenedUpload> {
  const extension = input.key.split('.').pop() ?? '';
  const contentType = MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
  let download: OpenedUpload['download'];
  if (input.key.startsWith('documents/')) {
    if (!input.viewer) throw unauthorized();
    const filename = await documentNameFor(deps.db, input.key, input.viewer);
    if (filename === undefined) throw notFound(API_MESSAGES.fileNotFound);
    download = { filename };
  }
  const file = await deps.storage.open(input.key);
  if (!file) throw notFound(API_MESSAGES.fileNotFound);
  return { ...file, contentType, download };
}

/** The download name of a document the viewer may read, or undefined. */
async function documentNameFor(
  db: Database,
  key: string,
  viewer: Viewer,
): Promise<string | undefined> {
  const [upload] = await db.select().from(uploads).where(eq(uploads.storageKey, key)).limit(1);
  if (!upload || upload.kind !== 'document') return undefined;
  const fallback = upload.originalName ?? key.split('/').pop()!;
  const [attached] =
    viewer.associationIds.length > 0
      ? await db
          .select({ name: documents.name })
          .from(documents)
          .where(
            and(
              eq(documents.url, upload.url),
              inArray(documents.associationId, viewer.associationIds),
            ),
          )
          .limit(1)
      : [];
  if (attached) return withExtension(attached.name, key);
  const isAllowed =
    viewer.role === 'super_admin' ||
    upload.ownerId === viewer.id ||
    (upload.associationId !== null && viewer.associationIds.includes(upload.associationId));
  return isAllowed ? withExtension(fallback, key) : undefined;
}

/** A display name ('Statuts 2024') saved with the stored file's real extension. */
function withExtension(name: string, key: string): string {
  const extension = key.split('.').pop()!;
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}
