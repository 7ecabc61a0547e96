import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { API_MESSAGES } from 'shared-contracts';
import { AppError, badRequest } from './app-error';

/**
 * Reads the one file part of a multipart request, up to `maxBytes` (413 with `tooLarge`
 * beyond). Anything else wrong with the stream (truncated body, bad boundary, too many parts)
 * is the client's input: a 400, never a 500.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  limits: { maxBytes: number; tooLarge: string },
): Promise<{ data: Buffer; filename: string | undefined }> {
  if (!request.isMultipart()) throw badRequest(API_MESSAGES.fileRequired, 'file_required');
  let file: MultipartFile | undefined;
  let data: Buffer;
  try {
    file = await request.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
    if (!file) throw badRequest(API_MESSAGES.fileRequired, 'file_required');
    data = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413)
      throw new AppError(413, limits.tooLarge, 'payload_too_large');
    throw badRequest();
  }
  if (data.length === 0) throw badRequest(API_MESSAGES.fileRequired, 'file_required');
  return { data, filename: file.filename };
}
