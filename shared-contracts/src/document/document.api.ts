import type { ApiClient } from '../http/client';
import { segment } from '../common/path';
import {
  documentSchema,
  type AssociationDocument,
  type DocumentAttachInput,
} from './document.schema';

/** POST /dashboard/association/documents: attach a file already sent to /upload/document. */
export function attachDocument(
  client: ApiClient,
  input: DocumentAttachInput,
): Promise<AssociationDocument> {
  return client.post('/dashboard/association/documents', input, { schema: documentSchema });
}

/** DELETE /dashboard/association/documents?document_url=...: detach it from the association. */
export async function detachDocument(client: ApiClient, documentUrl: string): Promise<void> {
  await client.delete('/dashboard/association/documents', {
    searchParams: { document_url: documentUrl },
  });
}

/** POST /dashboard/documents: upload and attach in one call; the file part is named `document`. */
export function uploadAssociationDocument(
  client: ApiClient,
  file: Blob,
  filename?: string,
): Promise<AssociationDocument> {
  return client.upload('/dashboard/documents', file, {
    field: 'document',
    filename,
    schema: documentSchema,
  });
}

/** DELETE /dashboard/documents/{id}. */
export async function deleteAssociationDocument(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/dashboard/documents/${segment(id)}`);
}
