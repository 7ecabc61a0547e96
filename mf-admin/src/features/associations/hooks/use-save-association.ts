import {
  SUCCESS_MESSAGES,
  createAdminAssociation,
  updateAdminAssociation,
  type Association,
  type AssociationCreateInput,
  type AssociationUpdateInput,
} from 'shared-contracts';
import { useSaveAction } from 'shared-ui';

/** POST /admin/associations (no status: the server chooses it) or PUT with the full record. */
export function useSaveAssociation(associationId: string | undefined) {
  return useSaveAction<AssociationCreateInput | AssociationUpdateInput, Association>(
    associationId,
    {
      create: (client, input) => createAdminAssociation(client, input as AssociationCreateInput),
      update: updateAdminAssociation,
      createdText: SUCCESS_MESSAGES.associationCreated,
      updatedText: SUCCESS_MESSAGES.associationUpdated,
    },
  );
}
