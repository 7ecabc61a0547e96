import { ID, user } from '../testing/api-fixtures';
import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import {
  createAdminUser,
  getAdminUser,
  getAdminUsers,
  getDonorDashboard,
  sendPasswordReset,
  updateAdminUser,
  updateDonorProfile,
} from './user.api';

const cases: CallCase[] = [
  [
    'GET',
    '/donor/dashboard',
    '/donor/dashboard',
    { data: { user, stats: { total_donated: 20, campaigns_supported: 1, total_donations: 1 } } },
    (c) => getDonorDashboard(c),
    { user, stats: { total_donated: 20, campaigns_supported: 1, total_donations: 1 } },
  ],
  [
    'PUT',
    '/donor/profile',
    '/donor/profile',
    { data: user },
    (c) => updateDonorProfile(c, { phone: '0612345678' }),
    user,
    { phone: '0612345678' },
  ],
  ['GET', '/admin/users', '/admin/users', { data: [user] }, (c) => getAdminUsers(c), [user]],
  [
    'GET',
    `/admin/users/${ID}`,
    `/admin/users/${ID}`,
    { data: user },
    (c) => getAdminUser(c, ID),
    user,
  ],
  [
    'POST',
    '/admin/users',
    '/admin/users',
    { data: user },
    (c) => createAdminUser(c, { full_name: 'J', email: 'j@b.fr' }),
    user,
    { full_name: 'J', email: 'j@b.fr' },
  ],
  [
    'PUT',
    `/admin/users/${ID}`,
    `/admin/users/${ID}`,
    { data: user },
    (c) => updateAdminUser(c, ID, { is_active: false }),
    user,
    { is_active: false },
  ],
  [
    'POST',
    `/admin/send-password-reset/${ID}`,
    `/admin/send-password-reset/${ID}`,
    { data: { message: 'ok' } },
    (c) => sendPasswordReset(c, ID),
    undefined,
  ],
];

describe('user calls against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);
});
