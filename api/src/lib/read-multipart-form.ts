import type { FastifyRequest } from 'fastify';
import { API_MESSAGES } from 'shared-contracts';
import { AppError, badRequest } from './app-error';

export interface MultipartFormFile {
  data: Buffer;
  filename: string | undefined;
  /** Over `maxBytes`: the data is cut there and the caller refuses the file on its field. */
  tooLarge: boolean;
}

/**
 * Reads a multipart form of text fields and several named files (one each), each file up to
 * `maxBytes`. A file over the limit is reported (`tooLarge`) rather than thrown, so the caller
 * can name it in a 422 with the other fields' problems. A broken stream is a 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: { maxBytes: number; files: number; fields: number },
): Promise<{ fields: Record<string, string>; files: Record<string, MultipartFormFile> }> {
  if (!request.isMultipart()) throw badRequest(API_MESSAGES.fileRequired, 'file_required');
  const fields: Record<string, string> = {};
  const files: Record<string, MultipartFormFile> = {};
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxBytes, files: limits.files, fields: limits.fields },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0 || part.filename)
          files[part.fieldname] = {
            data,
            filename: part.filename,
            tooLarge: part.file.truncated,
          };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest();
  }
  return { fields, files };
}
