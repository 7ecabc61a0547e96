import {
  createAdminUser,
  sendPasswordReset,
  updateAdminUser,
  type User,
  type UserCreateInput,
} from 'shared-contracts';
import { showSuccessToast, useApiAction, useSaveAction } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

/** POST /admin/users or PUT /admin/users/{id}. */
export function useSaveUser(userId: string | undefined) {
  return useSaveAction<UserCreateInput, User>(userId, {
    create: createAdminUser,
    update: updateAdminUser,
    createdText: ADMIN_TEXTS.users.created,
    updatedText: ADMIN_TEXTS.users.updated,
  });
}

/** POST /admin/send-password-reset/{id}. */
export function useSendPasswordReset() {
  return useApiAction(async (client, _signal, user: User) => {
    await sendPasswordReset(client, user.id);
    showSuccessToast(ADMIN_TEXTS.users.resetSent(user.email));
    return true;
  });
}
