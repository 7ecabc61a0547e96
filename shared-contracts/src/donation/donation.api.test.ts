import { ID, donation } from '../testing/api-fixtures';
import { itSendsAndReads, useTestServer, type CallCase } from '../testing/call-cases';
import { donationErrorMessage } from '../index';
import {
  createDonation,
  getDonorDonations,
  getPaymentStatus,
  getReceivedDonations,
} from './donation.api';

const CHECKOUT = {
  checkout_url: 'http://pay/x',
  donation_id: ID,
  session_id: 's1',
  donation: {
    id: ID,
    amount: 20,
    payment_status: 'pending',
    reward_selected: null,
    account_created: false,
  },
};
const STATUS = {
  donation: {
    id: ID,
    payment_status: 'paid',
    amount: 20,
    campaign_id: ID,
    campaign_slug: 'puits',
    is_anonymous: false,
    created_at: '2026-11-20T10:00:00.000Z',
    paid_at: '2026-11-20T10:01:00.000Z',
  },
};

const cases: CallCase[] = [
  [
    'POST',
    '/donations',
    '/donations',
    { data: CHECKOUT },
    (c) => createDonation(c, { campaign_id: ID, amount: 20, origin_url: 'http://site' }),
    CHECKOUT,
    { campaign_id: ID, amount: 20, origin_url: 'http://site' },
  ],
  [
    'GET',
    '/donations/payments/status/s%201',
    '/donations/payments/status/s%201',
    { data: STATUS },
    (c) => getPaymentStatus(c, 's 1'),
    STATUS,
  ],
  [
    'GET',
    '/donations',
    '/donations',
    { data: [donation] },
    (c) => getReceivedDonations(c),
    [donation],
  ],
  [
    'GET',
    '/donor/donations',
    '/donor/donations',
    { data: [donation] },
    (c) => getDonorDonations(c),
    [donation],
  ],
];

describe('donation calls against a real server', () => {
  const context = useTestServer();
  itSendsAndReads(context, cases);

  it('fails a donation answered without a checkout URL', async () => {
    context.server.reply('POST', '/donations', {
      json: { data: { ...CHECKOUT, checkout_url: '' } },
    });
    const error = await createDonation(context.client, { campaign_id: ID, amount: 5 }).catch(
      (e: unknown) => e,
    );
    expect(donationErrorMessage(error)).toBe('Erreur lors de la création de la donation');
  });
});
