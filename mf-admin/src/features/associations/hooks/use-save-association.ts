import {
  SUCCESS_MESSAGES,
  createAdminAssociation,
  updateAdminAssociation,
  type AssociationCreateInput,
  type AssociationUpdateInput,
} from 'shared-contracts';
import { showSuccessToast, useApiAction } from 'shared-ui';

/** POST /admin/associations (no status: the server chooses it) or PUT with the full record. */
export function useSaveAssociation(associationId: string | undefined) {
  return useApiAction(
    async (client, _signal, input: AssociationCreateInput | AssociationUpdateInput) => {
      if (associationId) {
        const saved = await updateAdminAssociation(client, associationId, input);
        showSuccessToast(SUCCESS_MESSAGES.associationUpdated);
        return saved;
      }
      const saved = await createAdminAssociation(client, input as AssociationCreateInput);
      showSuccessToast(SUCCESS_MESSAGES.associationCreated);
      return saved;
    },
  );
}
