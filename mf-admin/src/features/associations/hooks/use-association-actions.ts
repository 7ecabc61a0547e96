import {
  FORM_MESSAGES,
  SUCCESS_MESSAGES,
  deleteAdminAssociation,
  reviewAdminAssociation,
  type Association,
} from 'shared-contracts';
import { showSuccessToast, useApiAction } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

const MODERATION = {
  approved: { success: SUCCESS_MESSAGES.associationApproved, failure: FORM_MESSAGES.approveFailed },
  rejected: { success: SUCCESS_MESSAGES.associationRejected, failure: FORM_MESSAGES.rejectFailed },
} as const;

export type ModerationStatus = keyof typeof MODERATION;

/** The failure text of a moderation (spec section 8), shown beside the list or the form. */
export function moderationFailure(status: ModerationStatus): string {
  return MODERATION[status].failure;
}

/**
 * The review, from the list and the edit screen (issue 28): approve, or reject with its reason,
 * through POST /admin/associations/{id}/review, which also emails the manager and records the
 * audit row.
 */
export function useReviewAssociation() {
  return useApiAction(
    async (
      client,
      _signal,
      association: Association,
      status: ModerationStatus,
      reason?: string,
    ) => {
      const saved = await reviewAdminAssociation(client, association.id, { status, reason });
      showSuccessToast(MODERATION[status].success);
      return saved;
    },
  );
}

/** DELETE /admin/associations/{id}, after the confirmation. */
export function useDeleteAssociation() {
  return useApiAction(async (client, _signal, id: string) => {
    await deleteAdminAssociation(client, id);
    showSuccessToast(ADMIN_TEXTS.associations.deleted);
    return true;
  });
}
