import { publicStats, adminStats } from '../testing/api-fixtures';
import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import { getAdminStats, getPublicStats } from './stats.api';

const cases: CallCase[] = [
  ['GET', '/stats', '/stats', { data: publicStats }, (c) => getPublicStats(c), publicStats],
  [
    'GET',
    '/admin/stats',
    '/admin/stats',
    { data: adminStats },
    (c) => getAdminStats(c),
    adminStats,
  ],
];

describe('stats calls against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);
});
