import { sql } from 'drizzle-orm';
import { sandboxSessions } from '../../src/db/schema';
import {
  countRows,
  createCampaign,
  createDonationContext,
  donationBody,
  postDonation,
  type CampaignFixture,
  type DonationTestContext,
} from './helpers';

describe('POST /donations refuses bad input with a French answer and writes nothing', () => {
  let ctx: DonationTestContext;
  let campaign: CampaignFixture;

  beforeAll(async () => {
    ctx = await createDonationContext();
    campaign = await createCampaign(ctx.db);
  });
  afterAll(() => ctx.close());

  async function expectNothingWritten(run: () => Promise<void>): Promise<void> {
    const before = await countRows(ctx.db);
    const sessionsBefore = await ctx.db.$count(sandboxSessions);
    await run();
    expect(await countRows(ctx.db)).toEqual(before);
    expect(await ctx.db.$count(sandboxSessions)).toBe(sessionsBefore);
  }

  const fieldCases: [string, Record<string, unknown>, string, string][] = [
    ['amount 0', { amount: 0 }, 'amount', 'Veuillez sélectionner un montant de donation'],
    ['a negative amount', { amount: -5 }, 'amount', 'Veuillez sélectionner un montant de donation'],
    [
      'an amount under 1 €',
      { amount: 0.5 },
      'amount',
      'Veuillez sélectionner un montant de donation',
    ],
    [
      'three decimals',
      { amount: 10.005 },
      'amount',
      'Le montant ne peut pas avoir plus de deux décimales',
    ],
    [
      'an amount that is not a number',
      { amount: 'dix euros' },
      'amount',
      'Veuillez entrer un nombre valide',
    ],
    [
      'an amount above the card ceiling',
      { amount: 1_000_000 },
      'amount',
      "Le montant maximum d'un don est de 999 999,99 €",
    ],
    ['a malformed email', { donor_email: 'jeanne@' }, 'donor_email', "Format d'email invalide"],
    ['a guest without email', { donor_email: '' }, 'donor_email', 'Ce champ est requis'],
    ['a guest without name', { donor_name: '   ' }, 'donor_name', 'Ce champ est requis'],
    [
      'terms sent as not accepted',
      { accept_terms: false },
      'accept_terms',
      'Veuillez accepter les conditions générales',
    ],
    [
      'a bad phone',
      { phone: '12345' },
      'phone',
      'Format de téléphone invalide (ex: +33 6 12 34 56 78)',
    ],
    [
      'account creation without password',
      { create_account: true },
      'password',
      'Veuillez entrer un mot de passe pour créer votre compte',
    ],
    [
      'account creation with a short password',
      { create_account: true, password: 'abc' },
      'password',
      'Le mot de passe doit contenir au moins 6 caractères',
    ],
  ];

  it.each(fieldCases)(
    'refuses %s (422 naming the field)',
    async (_label, overrides, path, message) => {
      await expectNothingWritten(async () => {
        const response = await postDonation(ctx.api, donationBody(campaign.id, overrides));
        expect(response.statusCode).toBe(422);
        expect(response.json().detail).toEqual(expect.arrayContaining([{ path, message }]));
      });
    },
  );

  it('refuses a campaign id that is not an id', async () => {
    await expectNothingWritten(async () => {
      const response = await postDonation(ctx.api, donationBody('pas-un-id'));
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].path).toBe('campaign_id');
    });
  });

  it('answers 404 for an unknown campaign, a draft, or a campaign of an unapproved association', async () => {
    const draft = await createCampaign(ctx.db, { status: 'draft' });
    const pending = await createCampaign(ctx.db, { associationStatus: 'pending' });
    for (const id of ['5b0f8a52-4a51-4e55-9d0a-3f1f0a7c9e11', draft.id, pending.id]) {
      await expectNothingWritten(async () => {
        const response = await postDonation(ctx.api, donationBody(id));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Campagne non trouvée', code: 'not_found' });
      });
    }
  });

  it('answers 409 for a completed campaign and for a goal campaign past its end date', async () => {
    const completed = await createCampaign(ctx.db, { status: 'completed' });
    const ended = await createCampaign(ctx.db, {
      targetCents: 100_000,
      endDate: new Date(Date.now() - 60_000),
    });
    for (const id of [completed.id, ended.id]) {
      await expectNothingWritten(async () => {
        const response = await postDonation(ctx.api, donationBody(id));
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          detail: 'Cette campagne ne reçoit plus de dons.',
          code: 'campaign_closed',
        });
      });
    }
  });

  it('closes a campaign with an end date and no target at that date (issue 8: no money after the end)', async () => {
    const continuous = await createCampaign(ctx.db, {
      targetCents: null,
      endDate: new Date(Date.now() - 60_000),
    });
    await expectNothingWritten(async () => {
      const response = await postDonation(ctx.api, donationBody(continuous.id));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: 'Cette campagne ne reçoit plus de dons.',
        code: 'campaign_closed',
      });
    });
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    await expectNothingWritten(async () => {
      const response = await ctx.api.inject({
        method: 'POST',
        url: '/api/donations',
        headers: { 'content-type': 'application/json' },
        payload: '{"amount": ',
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    });
  });

  it('accepts two decimals, trims the message and drops an empty one', async () => {
    const response = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 19.99, message: '   ' }),
    );
    expect(response.statusCode).toBe(201);
    const rows = await ctx.db.execute(
      sql`select amount_cents, message from donations where id = ${response.json().data.donation_id}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      amount_cents: '1999',
      message: null,
    });
  });

  it('sends the donor back only to a trusted origin', async () => {
    const evil = await postDonation(
      ctx.api,
      donationBody(campaign.id, { origin_url: 'https://evil.example/phish' }),
    );
    const local = await postDonation(
      ctx.api,
      donationBody(campaign.id, { origin_url: 'http://127.0.0.1:8080/campaign/x' }),
    );
    const rows = await ctx.db.execute(
      sql`select origin_url from donations where id in (${evil.json().data.donation_id}, ${local.json().data.donation_id}) order by created_at`,
    );
    expect(
      (rows as unknown as { rows: { origin_url: string }[] }).rows.map((row) => row.origin_url),
    ).toEqual(['http://localhost:3000', 'http://127.0.0.1:8080']);
  });
});
