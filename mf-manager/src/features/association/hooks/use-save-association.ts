import {
  SUCCESS_MESSAGES,
  updateMyAssociation,
  type ManagerAssociationUpdateInput,
} from 'shared-contracts';
import { useApiAction } from 'shared-ui';
import { showSuccessToast } from 'shared-ui';

/** PUT /dashboard/association; 'Association mise à jour avec succès' once saved. */
export function useSaveAssociation() {
  return useApiAction(async (client, _signal, input: ManagerAssociationUpdateInput) => {
    const saved = await updateMyAssociation(client, input);
    showSuccessToast(SUCCESS_MESSAGES.associationUpdated);
    return saved;
  });
}
