import type { ApiClient } from '../http/client';
import { isUploadedImageUrl, isUploadedVideoUrl } from '../validate/files';
import { uploadResultSchema, type UploadResult } from './upload.schema';

export type UploadedFile = UploadResult['data'];

/** An upload answer the editor must refuse (no success, or an URL outside the media folder). */
export class UploadRejectedError extends Error {
  constructor(readonly kind: 'image' | 'video') {
    super(`upload ${kind} rejected`);
    this.name = 'UploadRejectedError';
  }
}

// The answer keeps `success` beside `data`: a body without success is a failure (spec 8).
async function upload(
  client: ApiClient,
  path: string,
  file: Blob,
  filename?: string,
): Promise<UploadedFile> {
  const result = await client.upload(path, file, {
    raw: true,
    filename,
    schema: uploadResultSchema,
  });
  return result.data;
}

/** An upload of a medium: refused unless the answer's URL is in that medium's folder. */
function mediaUpload(kind: 'image' | 'video', isInItsFolder: (url: string) => boolean) {
  return async (client: ApiClient, file: Blob, filename?: string): Promise<UploadedFile> => {
    const uploaded = await upload(client, `/upload/${kind}`, file, filename);
    if (!isInItsFolder(uploaded.url)) throw new UploadRejectedError(kind);
    return uploaded;
  };
}

/** POST /upload/image; the URL must contain /images/. */
export const uploadImage = mediaUpload('image', isUploadedImageUrl);

/** POST /upload/video; the URL must contain /videos/. */
export const uploadVideo = mediaUpload('video', isUploadedVideoUrl);

/** POST /upload/document: store the file, then attach it with `attachDocument`. */
export function uploadDocument(
  client: ApiClient,
  file: Blob,
  filename?: string,
): Promise<UploadedFile> {
  return upload(client, '/upload/document', file, filename);
}

/** DELETE /upload/document?file_url=...: delete the stored file. */
export async function deleteUploadedDocument(client: ApiClient, fileUrl: string): Promise<void> {
  await client.delete('/upload/document', { searchParams: { file_url: fileUrl } });
}
