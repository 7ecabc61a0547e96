import type { ApiClient } from '../http/client';
import { segment } from '../common/path';
import { donorDashboardSchema, type DonorDashboard } from '../stats/stats.schema';
import {
  donorProfileUpdateResultSchema,
  userSchema,
  type DonorProfileUpdateResult,
  type DonorProfileUpdateInput,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from './user.schema';

export function getAdminUsers(client: ApiClient): Promise<User[]> {
  return client.getList('/admin/users', { itemSchema: userSchema });
}

export function getAdminUser(client: ApiClient, id: string): Promise<User> {
  return client.get(`/admin/users/${segment(id)}`, { schema: userSchema });
}

export function createAdminUser(client: ApiClient, input: UserCreateInput): Promise<User> {
  return client.post('/admin/users', input, { schema: userSchema });
}

/** PUT /admin/users/{id}; show `userUpdateErrorMessage` on failure. */
export function updateAdminUser(
  client: ApiClient,
  id: string,
  input: UserUpdateInput,
): Promise<User> {
  return client.put(`/admin/users/${segment(id)}`, input, { schema: userSchema });
}

/** POST /admin/send-password-reset/{id}. */
export async function sendPasswordReset(client: ApiClient, id: string): Promise<void> {
  await client.post(`/admin/send-password-reset/${segment(id)}`);
}

/** GET /donor/dashboard: user and stats. */
export function getDonorDashboard(client: ApiClient): Promise<DonorDashboard> {
  return client.get('/donor/dashboard', { schema: donorDashboardSchema });
}

/**
 * PUT /donor/profile: send only what changed (`changedProfileFields`). After a password change
 * the answer's `token` replaces the session's (the old one no longer works).
 */
export function updateDonorProfile(
  client: ApiClient,
  input: DonorProfileUpdateInput,
): Promise<DonorProfileUpdateResult> {
  return client.put('/donor/profile', input, { schema: donorProfileUpdateResultSchema });
}
