import {
  getDonorDashboard,
  sessionStore,
  updateDonorProfile,
  type DonorProfileUpdateInput,
} from 'shared-contracts';
import { showSuccessToast, useApiAction, useApiCall } from 'shared-ui';
import { DONOR_TEXTS } from '../../../config/texts';

/** The donor's own record, from GET /donor/dashboard. */
export function useDonorProfile() {
  return useApiCall(async (client) => (await getDonorDashboard(client)).user, []);
}

/**
 * PUT /donor/profile with the changed fields. The session follows: the new name shows in the
 * header, and after a password change the fresh token replaces the one the change ended.
 */
export function useSaveDonorProfile() {
  return useApiAction(async (client, _signal, changes: DonorProfileUpdateInput) => {
    const { token, ...user } = await updateDonorProfile(client, changes);
    const session = sessionStore.getState();
    if (token) session.setSession(token, user);
    else session.setUser(user);
    showSuccessToast(DONOR_TEXTS.profile.saved);
    return user;
  });
}
