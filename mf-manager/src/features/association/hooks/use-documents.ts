import {
  SUCCESS_MESSAGES,
  deleteAssociationDocument,
  uploadAssociationDocument,
  type AssociationDocument,
} from 'shared-contracts';
import { useApiAction } from 'shared-ui';
import { showSuccessToast } from 'shared-ui';

/**
 * Upload (POST /dashboard/documents) and delete (DELETE /dashboard/documents/{id}), as the
 * documents section's actions.
 */
export function useDocuments(onChanged: () => void) {
  const upload = useApiAction(async (client, _signal, file: File) => {
    const document = await uploadAssociationDocument(client, file, file.name);
    showSuccessToast(SUCCESS_MESSAGES.documentAdded);
    onChanged();
    return document;
  });
  const remove = useApiAction(async (client, _signal, document: AssociationDocument) => {
    await deleteAssociationDocument(client, document.id);
    showSuccessToast(SUCCESS_MESSAGES.documentDeleted);
    onChanged();
    return true;
  });
  return {
    onUpload: upload.run,
    isUploading: upload.isPending,
    onDelete: remove.run,
    isDeleting: remove.isPending,
  };
}
