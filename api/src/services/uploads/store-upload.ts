import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  API_MESSAGES,
  DOCUMENT_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
} from 'shared-contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError, conflict } from '../../lib/app-error';
import { ACCEPTED_MIME_TYPES, sniffFileType } from '../../lib/sniff-file-type';
import { KIND_FOLDERS, type Storage, type UploadKind } from '../storage/storage';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Size limit and texts per kind. Images and videos: the 10 MB the 413 text announces.
 * Documents: the 5 MB the document screen checks, with that screen's texts.
 */
export const UPLOAD_RULES: Record<
  UploadKind,
  { maxBytes: number; tooLarge: string; unsupported: string }
> = {
  image: {
    maxBytes: UPLOAD_MAX_BYTES,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    unsupported: UPLOAD_MESSAGES.unsupportedType,
  },
  video: {
    maxBytes: UPLOAD_MAX_BYTES,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    unsupported: UPLOAD_MESSAGES.unsupportedType,
  },
  document: {
    maxBytes: DOCUMENT_MAX_BYTES,
    tooLarge: UPLOAD_MESSAGES.documentTooLarge,
    unsupported: UPLOAD_MESSAGES.documentTypeNotAllowed,
  },
};

export interface StoreUploadDeps {
  db: Database;
  storage: Storage;
  config: Pick<Config, 'associationUploadQuotaMb'>;
}

export interface UploadInput {
  kind: UploadKind;
  data: Buffer;
  filename: string | undefined;
  ownerId: string;
  /** The uploading manager's association (its quota; its documents stay private to it). */
  associationId: string | null;
  /** The super admin's own uploads count against no quota. */
  isQuotaFree: boolean;
}

/**
 * Checks the real type of a file, the association's quota, then stores it under a server-chosen
 * name and records who uploaded it for which association. The quota is counted under a lock
 * per association (or per uploader without one), so parallel uploads cannot overshoot it.
 */
export async function storeUpload(deps: StoreUploadDeps, input: UploadInput): Promise<UploadRow> {
  const rules = UPLOAD_RULES[input.kind];
  if (input.data.length > rules.maxBytes)
    throw new AppError(413, rules.tooLarge, 'payload_too_large');
  const type = sniffFileType(input.data);
  if (!type || !(ACCEPTED_MIME_TYPES[input.kind] as readonly string[]).includes(type.mime)) {
    throw new AppError(415, rules.unsupported, 'unsupported_media_type');
  }
  const key = `${KIND_FOLDERS[input.kind]}/${randomUUID()}.${type.extension}`;
  const quotaBytes = deps.config.associationUploadQuotaMb * 1_048_576;
  const row = await deps.db.transaction(async (tx) => {
    if (!input.isQuotaFree) {
      const scope = input.associationId
        ? eq(uploads.associationId, input.associationId)
        : and(eq(uploads.ownerId, input.ownerId), isNull(uploads.associationId));
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`uploads:${input.associationId ?? input.ownerId}`}))`,
      );
      const [used] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
        .from(uploads)
        .where(scope);
      if (Number(used?.bytes ?? 0) + input.data.length > quotaBytes) {
        throw conflict(
          API_MESSAGES.uploadQuotaReached(deps.config.associationUploadQuotaMb),
          'upload_quota_reached',
        );
      }
    }
    const [inserted] = await tx
      .insert(uploads)
      .values({
        kind: input.kind,
        storageKey: key,
        url: deps.storage.urlFor(key),
        // Kept for display only (documents list, download name); never used to build a path.
        originalName: sanitizeOriginalName(input.filename),
        contentType: type.mime,
        sizeBytes: input.data.length,
        ownerId: input.ownerId,
        associationId: input.associationId,
      })
      .returning();
    // Written inside the transaction: a failed write leaves no row, a refused quota no file.
    await deps.storage.save(key, input.data, type.mime);
    return inserted!;
  });
  return row;
}

/**
 * Bidirectional controls (which can show 'fdp.exe' as 'exe.pdf'), zero-width characters,
 * control characters and markup characters removed: the name is shown back in the dashboard
 * and given to browsers as the download name.
 */
const INVISIBLE_CHARACTERS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

function isSafeNameCharacter(char: string): boolean {
  const code = char.codePointAt(0)!;
  const isControl = code < 32 || (code >= 0x7f && code <= 0x9f);
  return !isControl && !INVISIBLE_CHARACTERS.test(char) && !'<>"'.includes(char);
}

function sanitizeOriginalName(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base].filter(isSafeNameCharacter).join('').trim().slice(0, 200);
  return clean || null;
}
