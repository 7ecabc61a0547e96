import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  DOCUMENT_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
} from 'shared-contracts';
import { uploads } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import { ACCEPTED_MIME_TYPES, sniffFileType } from '../../lib/sniff-file-type';
import { KIND_FOLDERS, type UploadKind } from './storage';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Size limit and texts per kind. Images and videos: the 10 MB the 413 text announces.
 * Documents: the 5 MB the document screen checks, with that screen's texts.
 */
const RULES: Record<UploadKind, { maxBytes: number; tooLarge: string; unsupported: string }> = {
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

/**
 * Reads the one file part of a multipart request (field `fieldName`, or any file part),
 * checks size and real type, stores it under a server-chosen name and records who uploaded it.
 */
export async function storeUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: UploadKind,
  ownerId: string,
): Promise<UploadRow> {
  const rules = RULES[kind];
  if (!request.isMultipart()) throw badRequest(API_MESSAGES.fileRequired);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  } catch (error) {
    throw translateMultipartError(error, rules.tooLarge);
  }
  if (!file) throw badRequest(API_MESSAGES.fileRequired);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    throw translateMultipartError(error, rules.tooLarge);
  }
  if (data.length === 0) throw badRequest(API_MESSAGES.fileRequired);
  const type = sniffFileType(data);
  if (!type || !(ACCEPTED_MIME_TYPES[kind] as readonly string[]).includes(type.mime)) {
    throw new AppError(415, rules.unsupported);
  }
  const key = `${KIND_FOLDERS[kind]}/${randomUUID()}.${type.extension}`;
  await app.storage.save(key, data, type.mime);
  const [row] = await app.db
    .insert(uploads)
    .values({
      kind,
      storageKey: key,
      url: app.storage.urlFor(key),
      // Kept for display only (documents list); never used to build a path.
      originalName: sanitizeOriginalName(file.filename),
      contentType: type.mime,
      sizeBytes: data.length,
      ownerId,
    })
    .returning();
  return row!;
}

function translateMultipartError(error: unknown, tooLarge: string): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413) {
    return new AppError(413, tooLarge);
  }
  // Anything else raised while parsing the multipart stream (truncated body, bad boundary,
  // too many parts) is the client's input, not a server fault.
  return badRequest();
}

function sanitizeOriginalName(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters and markup characters removed (the name is shown back in the dashboard).
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 32 && !'<>"'.includes(char))
    .join('')
    .trim()
    .slice(0, 200);
  return clean || null;
}
