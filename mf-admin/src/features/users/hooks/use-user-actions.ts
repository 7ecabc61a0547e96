import {
  createAdminUser,
  sendPasswordReset,
  updateAdminUser,
  type User,
  type UserCreateInput,
} from 'shared-contracts';
import { showSuccessToast, useApiAction } from 'shared-ui';
import { ADMIN_TEXTS } from '../../../config/texts';

/** POST /admin/users or PUT /admin/users/{id}. */
export function useSaveUser(userId: string | undefined) {
  return useApiAction(async (client, _signal, input: UserCreateInput) => {
    if (userId) {
      const saved = await updateAdminUser(client, userId, input);
      showSuccessToast(ADMIN_TEXTS.users.updated);
      return saved;
    }
    const saved = await createAdminUser(client, input);
    showSuccessToast(ADMIN_TEXTS.users.created);
    return saved;
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
