import { eq } from 'drizzle-orm';
import { associations } from '../../src/db/schema';
import { parisDay } from '../../src/services/receipts/tax-settings';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  type DonationTestContext,
} from '../donations/helpers';
import { call } from '../helpers/test-app';

jest.setTimeout(60_000);

const dayAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('dated tax settings (issue 26, item 4)', () => {
  let ctx: DonationTestContext;
  let admin: { token: string };
  beforeAll(async () => {
    ctx = await createDonationContext();
    admin = await createUserWithToken(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  const today = () => parisDay(new Date());

  it('the 75 % ceiling is 2 000 € for gifts from 14 October 2025 (loi de finances pour 2026), 1 000 € the day before, each with its source', async () => {
    const listed = await call(ctx.api, 'GET', '/api/admin/tax-settings', { token: admin.token });
    expect(listed.statusCode).toBe(200);
    const ceilings = listed
      .json()
      .data.filter((row: { key: string }) => row.key === 'ceiling_75_cents');
    expect(
      ceilings.map((row: { valid_from: string; value: number }) => [row.valid_from, row.value]),
    ).toEqual([
      ['2025-10-14', 2000],
      ['2020-01-01', 1000],
    ]);
    expect(ceilings[0]).toMatchObject({ unit: 'euros', status: 'in_force' });
    expect(ceilings[0].source).toContain('loi de finances pour 2026');
    expect(ceilings[1].status).toBe('past');
    const caps = listed
      .json()
      .data.filter((row: { key: string }) => row.key === 'reward_cap_cents');
    expect(caps[0]).toMatchObject({ valid_from: '2021-01-01', value: 73, status: 'in_force' });
    expect(caps[0].source).toContain('BOI-IR-RICI-250-10-20-10');
  });

  it('the campaign read serves the values in force today: 2 000 € and 73 €', async () => {
    const campaign = await createCampaign(ctx.db);
    await ctx.db
      .update(associations)
      .set({ taxEligibility: 'verified', taxRatePercent: 75 })
      .where(eq(associations.id, campaign.associationId));
    const read = await call(ctx.api, 'GET', `/api/campaigns/${campaign.id}`);
    expect(read.json().data).toMatchObject({
      tax_receipt_rate: 75,
      tax_receipt_ceiling: 2000,
      tax_reward_cap: 73,
    });
  });

  it('only the super admin reads or adds a setting', async () => {
    const donor = await createUserWithToken(ctx);
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    const body = { key: 'reward_cap_cents', valid_from: today(), value: 80, source: 'Test' };
    expect((await call(ctx.api, 'GET', '/api/admin/tax-settings')).statusCode).toBe(401);
    expect((await call(ctx.api, 'POST', '/api/admin/tax-settings', { body })).statusCode).toBe(401);
    for (const user of [donor, manager]) {
      expect(
        (await call(ctx.api, 'GET', '/api/admin/tax-settings', { token: user.token })).statusCode,
      ).toBe(403);
      const refused = await call(ctx.api, 'POST', '/api/admin/tax-settings', {
        token: user.token,
        body,
      });
      expect(refused.statusCode).toBe(403);
    }
    const listed = await call(ctx.api, 'GET', '/api/admin/tax-settings', { token: admin.token });
    expect(listed.json().data.some((row: { value: number; key: string }) => row.value === 80)).toBe(
      false,
    );
  });

  it('refuses in French, naming the field: a past day, no source, an unknown key, a bad date, a percent over 100, a second value on one day', async () => {
    const post = (body: Record<string, unknown>) =>
      call(ctx.api, 'POST', '/api/admin/tax-settings', { token: admin.token, body });
    const valid = {
      key: 'ceiling_75_cents',
      valid_from: dayAfter(today(), 30),
      value: 2500,
      source: 'Loi de finances rectificative (test)',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, valid_from: dayAfter(today(), -1) }, 'valid_from', 'aujourd’hui ou plus tard'],
      [{ ...valid, valid_from: '2025-10-14' }, 'valid_from', 'aujourd’hui ou plus tard'],
      [{ ...valid, source: '   ' }, 'source', 'Indiquez la source'],
      [{ ...valid, source: undefined }, 'source', 'Indiquez la source'],
      [{ ...valid, key: 'vat_rate' }, 'key', 'Paramètre inconnu'],
      [{ ...valid, valid_from: '2026-02-30' }, 'valid_from', 'Date invalide'],
      [{ ...valid, value: -5 }, 'value', ''],
      [{ ...valid, key: 'income_cap_percent', value: 120 }, 'value', 'entre 0 et 100'],
    ];
    for (const [body, path, text] of cases) {
      const refused = await post(body);
      expect(refused.statusCode).toBe(422);
      const errors = refused.json().errors ?? refused.json().detail;
      expect(JSON.stringify(errors)).toContain(path);
      expect(JSON.stringify(errors)).toContain(text);
    }
    const added = await post(valid);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      key: 'ceiling_75_cents',
      valid_from: valid.valid_from,
      value: 2500,
      status: 'upcoming',
      source: valid.source,
    });
    const again = await post({ ...valid, value: 3000 });
    expect(again.statusCode).toBe(422);
    expect(JSON.stringify(again.json())).toContain('existe déjà');
    // The value already applied stays as it was.
    const listed = await call(ctx.api, 'GET', '/api/admin/tax-settings', { token: admin.token });
    const ceilings = listed
      .json()
      .data.filter((row: { key: string }) => row.key === 'ceiling_75_cents');
    expect(ceilings.map((row: { value: number }) => row.value)).toEqual([2500, 2000, 1000]);
  });

  it('a value from today is in force at once, in the campaign read', async () => {
    const added = await call(ctx.api, 'POST', '/api/admin/tax-settings', {
      token: admin.token,
      body: {
        key: 'reward_cap_cents',
        valid_from: today(),
        value: '75,50',
        source: 'Test du jour',
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ value: 75.5, status: 'in_force' });
    const campaign = await createCampaign(ctx.db);
    await ctx.db
      .update(associations)
      .set({ taxEligibility: 'verified', taxRatePercent: 66 })
      .where(eq(associations.id, campaign.associationId));
    const read = await call(ctx.api, 'GET', `/api/campaigns/${campaign.id}`);
    expect(read.json().data.tax_reward_cap).toBe(75.5);
  });
});
