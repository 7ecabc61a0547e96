import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { associations, taxReceipts, userAssociations } from '../../src/db/schema';
import { parisDay } from '../../src/services/receipts/tax-settings';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  eventually,
  postDonation,
  submitCard,
  type DonationTestContext,
} from '../donations/helpers';
import { call } from '../helpers/test-app';

jest.setTimeout(120_000);

const ADDRESS = { address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' };
const YEAR = Number(parisDay(new Date()).slice(0, 4));

const pdfText = (pdf: Buffer): string =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', '-', '-'], { input: pdf }).toString();

describe('the yearly declaration per association and the donor’s two boxes (issue 26, item 8)', () => {
  let ctx: DonationTestContext;
  let manager: { token: string };
  let donor: { token: string };
  let restos: { id: string; associationId: string };
  let forets: { id: string; associationId: string };
  let elsewhere: { id: string; associationId: string };

  async function verified(
    name: string,
    rate: 66 | 75,
    ids: { siren?: string; rna?: string },
  ): Promise<{ id: string; associationId: string }> {
    const campaign = await createCampaign(ctx.db);
    await ctx.db
      .update(associations)
      .set({
        name,
        taxEligibility: 'verified',
        taxRatePercent: rate,
        siren: ids.siren ?? null,
        rna: ids.rna ?? null,
      })
      .where(eq(associations.id, campaign.associationId));
    return campaign;
  }

  async function give(campaignId: string, amount: number, token?: string) {
    const created = await postDonation(
      ctx.api,
      donationBody(campaignId, { amount, tax_receipt: true, ...ADDRESS }),
      token,
    );
    expect(created.statusCode).toBe(201);
    const paid = await submitCard(ctx.api, created.json().data.checkout_url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
  }

  beforeAll(async () => {
    ctx = await createDonationContext();
    restos = await verified('Les Repas du Cœur; Lyon', 75, { siren: '123456782' });
    forets = await verified('Les Amis des Forêts', 66, { rna: 'W691234567' });
    elsewhere = await verified('Une autre association', 66, { siren: '987654321' });
    const user = await createUserWithToken(ctx, { role: 'association_manager' });
    await ctx.db.insert(userAssociations).values([
      { userId: user.id, associationId: restos.associationId },
      { userId: user.id, associationId: forets.associationId },
    ]);
    manager = user;
    donor = await createUserWithToken(ctx, { fullName: 'Jeanne Dupont' });
    await give(restos.id, 100, donor.token);
    await give(restos.id, 40);
    await give(forets.id, 50, donor.token);
    await give(elsewhere.id, 30);
    await eventually(
      async () => (await ctx.db.select({ id: taxReceipts.id }).from(taxReceipts)).length === 4,
      15_000,
    );
  });
  afterAll(() => ctx.close());

  const declaration = (query = '') =>
    call(ctx.api, 'GET', `/api/dashboard/tax-receipts/declaration/${YEAR}${query}`, {
      token: manager.token,
    });

  it('names the association asked (name, SIREN, RNA) and counts only its receipts', async () => {
    const first = await declaration(`?association_id=${restos.associationId}`);
    expect(first.statusCode).toBe(200);
    const lines = first.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      'Association;"Les Repas du Cœur; Lyon"',
      'SIREN;123456782',
      'RNA;',
    ]);
    expect(lines).toContain(`${YEAR};2;140,00;0;0,00`);

    const second = await declaration(`?association_id=${forets.associationId.toUpperCase()}`);
    expect(second.statusCode).toBe(200);
    const other = second.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(other.slice(0, 3)).toEqual([
      'Association;Les Amis des Forêts',
      'SIREN;',
      'RNA;W691234567',
    ]);
    expect(other).toContain(`${YEAR};1;50,00;0;0,00`);
  });

  it('refuses an association the manager does not run, or a malformed id, with a 422 on association_id', async () => {
    for (const id of [elsewhere.associationId, 'pas-un-id']) {
      const refused = await declaration(`?association_id=${id}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toEqual([
        { path: 'association_id', message: 'Vous ne gérez pas cette association' },
      ]);
      expect(refused.body).not.toContain('987654321');
    }
  });

  it('lists the associations the manager runs for the choice on screen', async () => {
    const listed = await call(ctx.api, 'GET', '/api/dashboard/tax-receipts', {
      token: manager.token,
    });
    expect(listed.json().data.associations).toEqual([
      { id: forets.associationId, name: 'Les Amis des Forêts' },
      { id: restos.associationId, name: 'Les Repas du Cœur; Lyon' },
    ]);
  });

  it("the donor's yearly summary PDF splits the 75 % and 66 % totals into boxes 7UD and 7UF", async () => {
    const summary = await call(ctx.api, 'GET', `/api/donor/tax-receipts/summary/${YEAR}/pdf`, {
      token: donor.token,
    });
    expect(summary.statusCode).toBe(200);
    const text = pdfText(summary.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(`À reporter sur votre déclaration des revenus de ${YEAR}`);
    expect(text).toContain(
      'Case 7UD – dons aux organismes d’aide aux personnes en difficulté (75 %) : 100 €',
    );
    expect(text).toContain('Case 7UF – autres dons (66 %) : 50 €');
  });
});
