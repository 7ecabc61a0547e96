import { payoutList } from '../testing/api-fixtures';
import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import { getAdminPayouts } from './payout.api';

const cases: CallCase[] = [
  [
    'GET',
    '/admin/payouts',
    '/admin/payouts',
    { data: payoutList },
    (c) => getAdminPayouts(c),
    payoutList,
  ],
];

describe('payout calls against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);
});
