import { userAssociations } from '../../src/db/schema';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donateAndPay,
  type DonationTestContext,
} from './helpers';

const DAY = 86_400_000;

describe('GET /admin/payouts and /dashboard/payouts', () => {
  let ctx: DonationTestContext;
  let reachedId: string;
  let missedId: string;
  let associationId: string;

  beforeAll(async () => {
    ctx = await createDonationContext();
    const reached = await createCampaign(ctx.db, {
      targetCents: 5000,
      endDate: new Date(Date.now() + DAY),
      title: 'Objectif atteint',
    });
    const missed = await createCampaign(ctx.db, {
      targetCents: 900_000,
      endDate: new Date(Date.now() + DAY),
      title: 'Objectif manqué',
    });
    reachedId = reached.id;
    missedId = missed.id;
    associationId = reached.associationId;
    // 100,00 €: commission 5,00, fees 2,90 + 0,25 = 3,15, net 91,85
    await donateAndPay(ctx.api, reached.id, 100);
    await donateAndPay(ctx.api, missed.id, 8.5);
    await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
  });
  afterAll(() => ctx.close());

  it('shows the super admin every transfer and refund with per-campaign totals', async () => {
    const admin = await createUserWithToken(ctx, { role: 'super_admin' });
    const response = await ctx.api.inject({
      method: 'GET',
      url: '/api/admin/payouts',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.payouts).toHaveLength(2);
    expect(data.campaigns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          campaign_id: reachedId,
          campaign_title: 'Objectif atteint',
          gross: 100,
          commission: 5,
          processing_fees: 3.15,
          net: 91.85,
          refunded: 0,
        }),
        expect.objectContaining({
          campaign_id: missedId,
          gross: 0,
          commission: 0,
          processing_fees: 0,
          net: 0,
          refunded: 8.5,
        }),
      ]),
    );
    expect(data.totals).toEqual({
      gross: 100,
      commission: 5,
      processing_fees: 3.15,
      net: 91.85,
      refunded: 8.5,
      owed: 0,
    });
    const transfer = data.payouts.find((payout: { kind: string }) => payout.kind === 'transfer');
    expect(transfer).toMatchObject({
      status: 'completed',
      period_key: 'final',
      donation_count: 1,
      gross: 100,
      net: 91.85,
    });

    const check = await ctx.api.inject({
      method: 'GET',
      url: '/api/admin/ledger/check',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(check.json()).toEqual({ data: { ok: true, mismatches: [] } });
  });

  it('shows a manager only the payouts of the associations they run', async () => {
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await ctx.db.insert(userAssociations).values({ userId: manager.id, associationId });
    const own = await ctx.api.inject({
      method: 'GET',
      url: '/api/dashboard/payouts',
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(
      own.json().data.payouts.map((payout: { campaign_id: string }) => payout.campaign_id),
    ).toEqual([reachedId]);

    const stranger = await createUserWithToken(ctx, { role: 'association_manager' });
    const other = await ctx.api.inject({
      method: 'GET',
      url: '/api/dashboard/payouts',
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(other.json().data).toEqual({
      payouts: [],
      campaigns: [],
      debts: [],
      totals: { gross: 0, commission: 0, processing_fees: 0, net: 0, refunded: 0, owed: 0 },
    });
  });

  it('refuses anonymous callers (401) and other roles (403)', async () => {
    const donor = await createUserWithToken(ctx);
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    expect((await ctx.api.inject({ method: 'GET', url: '/api/admin/payouts' })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.api.inject({ method: 'GET', url: '/api/dashboard/payouts' })).statusCode,
    ).toBe(401);
    for (const [url, token] of [
      ['/api/admin/payouts', donor.token],
      ['/api/admin/payouts', manager.token],
      ['/api/admin/ledger/check', manager.token],
      ['/api/dashboard/payouts', donor.token],
    ] as const) {
      const response = await ctx.api.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: "Accès non autorisé. Vous n'avez pas les permissions nécessaires.",
        code: 'forbidden',
      });
    }
  });
});
