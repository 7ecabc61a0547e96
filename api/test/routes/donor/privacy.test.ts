import { asc, eq, sql } from 'drizzle-orm';
import {
  donations,
  ledgerEntries,
  taxReceipts,
  userAssociations,
  users,
} from '../../../src/db/schema';
import { drainJobs } from '../../../src/services/jobs/drain-jobs';
import { scheduleGuestContactPurge } from '../../../src/services/privacy/privacy.job';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  eventually,
  postDonation,
  submitCard,
  type DonationTestContext,
} from '../../donations/helpers';
import { declareReceiptFacts } from '../../helpers/fixtures';
import { call } from '../../helpers/test-app';

jest.setTimeout(120_000);

const ADDRESS = { address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' };
const PASSWORD = 'secret123';

describe("the donor's RGPD rights", () => {
  let ctx: DonationTestContext;
  let admin: { token: string };
  beforeAll(async () => {
    ctx = await createDonationContext();
    admin = await createUserWithToken(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  /** A campaign whose association may issue reçus fiscaux (66 %). */
  async function verifiedCampaign(options: Parameters<typeof createCampaign>[1] = {}) {
    const campaign = await createCampaign(ctx.db, options);
    await declareReceiptFacts(ctx.db, campaign.associationId);
    const reviewed = await call(
      ctx.api,
      'PUT',
      `/api/admin/associations/${campaign.associationId}/tax-eligibility`,
      { token: admin.token, body: { decision: 'verified', rate: 66 } },
    );
    expect(reviewed.statusCode).toBe(200);
    return campaign;
  }

  /** A paid gift (sandbox card), signed in when a token is given; returns the donation id. */
  async function give(
    campaignId: string,
    overrides: Record<string, unknown> = {},
    token?: string,
  ): Promise<string> {
    const created = await postDonation(ctx.api, donationBody(campaignId, overrides), token);
    expect(created.statusCode).toBe(201);
    const { checkout_url: checkoutUrl, donation_id: donationId } = created.json().data;
    expect((await submitCard(ctx.api, checkoutUrl, '4242 4242 4242 4242')).statusCode).toBe(303);
    return donationId as string;
  }

  const exportAs = (token: string, format: string) =>
    call(ctx.api, 'GET', `/api/donor/data-export?format=${format}`, { token });

  async function receiptOf(donationId: string) {
    await eventually(async () =>
      Boolean(
        (await ctx.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)))[0],
      ),
    );
    const [receipt] = await ctx.db
      .select({ number: taxReceipts.number, status: taxReceipts.status })
      .from(taxReceipts)
      .where(eq(taxReceipts.donationId, donationId));
    return receipt!;
  }

  describe('GET /donor/data-export', () => {
    let denise: { id: string; email: string; token: string };
    let mine: string[];
    let myReceipts: { number: string; status: string }[];
    let othersReceipt: { number: string };

    beforeAll(async () => {
      const campaign = await verifiedCampaign({ title: 'Jardins partagés' });
      denise = await createUserWithToken(ctx, { fullName: 'Denise Donatrice' });
      const other = await createUserWithToken(ctx, { fullName: 'Octave Autre' });
      mine = [
        await give(
          campaign.id,
          { tax_receipt: true, ...ADDRESS, contact_consent: true },
          denise.token,
        ),
        await give(campaign.id, { amount: 40, message: 'Courage' }, denise.token),
      ];
      myReceipts = [await receiptOf(mine[0]!)];
      const othersGift = await give(
        campaign.id,
        { tax_receipt: true, address: '3 place Bellecour', postal_code: '69002', city: 'Lyon' },
        other.token,
      );
      othersReceipt = await receiptOf(othersGift);
      // A guest gift with the same email is not proof that it is hers: not in her export.
      await give(campaign.id, { donor_email: denise.email, donor_name: 'Quelqu’un' });
    });

    it('gives every gift, reçu fiscal and consent of the donor as a JSON file, and nobody else’s', async () => {
      const response = await exportAs(denise.token, 'json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const data = response.json();
      expect(data.profile).toMatchObject({
        full_name: 'Denise Donatrice',
        email: denise.email,
        role: 'donor',
      });
      expect(data.donations.map((gift: { id: string }) => gift.id).sort()).toEqual(
        [...mine].sort(),
      );
      const receiptGift = data.donations.find((gift: { id: string }) => gift.id === mine[0]);
      expect(receiptGift).toMatchObject({
        amount: 25,
        payment_status: 'paid',
        tax_receipt_requested: true,
        address: '12 rue des Lilas',
        postal_code: '69003',
        city: 'Lyon',
        campaign_title: 'Jardins partagés',
      });
      expect(
        data.tax_receipts.map((receipt: { number: string; status: string }) => ({
          number: receipt.number,
          status: receipt.status,
        })),
      ).toEqual(myReceipts);
      expect(data.consents).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            donation_id: mine[0],
            contact_by_association: true,
            terms_accepted: true,
          }),
          expect.objectContaining({ donation_id: mine[1], contact_by_association: false }),
        ]),
      );
      expect(data.consents).toHaveLength(2);
      // Nobody else's data: the other donor's name, address and receipt are nowhere.
      expect(response.body).not.toContain('Octave');
      expect(response.body).not.toContain('Bellecour');
      expect(othersReceipt.number).not.toBe(myReceipts[0]!.number);
      expect(response.body).not.toContain(`"${othersReceipt.number}"`);
      expect(response.body).not.toContain('Quelqu’un');
    });

    it('gives the same data as a CSV file a French spreadsheet opens', async () => {
      const response = await exportAs(denise.token, 'csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toMatch(/filename="mes-donnees-.*\.csv"/);
      const text = response.body;
      expect(text.startsWith('\uFEFFProfil')).toBe(true);
      expect(text).toContain(`Email;${denise.email}`);
      expect(text).toContain('Dons\r\nIdentifiant;Date;Campagne');
      expect(text).toContain(`${mine[1]};`);
      expect(text).toContain(';40,00;paid;');
      expect(text).toContain('Reçus fiscaux\r\nNuméro;Statut');
      expect(text).toContain(`${myReceipts[0]!.number};issued;`);
      expect(text).toContain(
        `Consentements\r\nDon;Date;Campagne;Contact par l’association;Conditions générales\r\n`,
      );
      expect(text).toContain(`${mine[0]};`);
      expect(text).not.toContain('Octave');
      expect(text).not.toContain('Bellecour');
    });

    it('refuses an unknown format in French, and anybody not signed in as a donor', async () => {
      const wrong = await exportAs(denise.token, 'xml');
      expect(wrong.statusCode).toBe(422);
      expect(JSON.stringify(wrong.json())).toContain('Format inconnu : choisissez json ou csv');
      expect((await call(ctx.api, 'GET', '/api/donor/data-export?format=json')).statusCode).toBe(
        401,
      );
      const manager = await createUserWithToken(ctx, { role: 'association_manager' });
      expect((await exportAs(manager.token, 'json')).statusCode).toBe(403);
    });
  });

  describe('POST /donor/account/erase', () => {
    it('erases the profile and keeps the ledger, the gifts and every reçu fiscal number', async () => {
      const campaign = await verifiedCampaign({ title: 'Forêt urbaine' });
      const paul = await createUserWithToken(ctx, { fullName: 'Paul Partant' });
      await ctx.db.update(users).set({ phone: '0612345678' }).where(eq(users.id, paul.id));
      const gifts = [
        await give(
          campaign.id,
          { tax_receipt: true, ...ADDRESS, phone: '0612345678', contact_consent: true },
          paul.token,
        ),
        await give(campaign.id, { amount: 12, message: 'Pour les arbres' }, paul.token),
      ];
      await receiptOf(gifts[0]!);
      await drainJobs(ctx.db);
      const ledgerSum = () =>
        ctx.db
          .select({
            kind: ledgerEntries.kind,
            total: sql<string>`sum(${ledgerEntries.amountCents})`,
          })
          .from(ledgerEntries)
          .groupBy(ledgerEntries.kind)
          .orderBy(ledgerEntries.kind);
      const receiptNumbers = () =>
        ctx.db
          .select({
            number: taxReceipts.number,
            status: taxReceipts.status,
            name: taxReceipts.donorName,
            address: taxReceipts.donorAddress,
          })
          .from(taxReceipts)
          .orderBy(asc(taxReceipts.number), asc(taxReceipts.id));
      const ledgerBefore = await ledgerSum();
      const receiptsBefore = await receiptNumbers();
      const raisedBefore = (await call(ctx.api, 'GET', `/api/campaigns/${campaign.id}`)).json().data
        .raised_amount;

      const refused = await call(ctx.api, 'POST', '/api/donor/account/erase', {
        token: paul.token,
        body: { password: 'pas-le-bon' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toEqual([
        { path: 'password', message: 'Mot de passe incorrect' },
      ]);

      const erased = await call(ctx.api, 'POST', '/api/donor/account/erase', {
        token: paul.token,
        body: { password: PASSWORD },
      });
      expect(erased.statusCode).toBe(204);

      // Nobody can sign in, and the session ended.
      const login = await call(ctx.api, 'POST', '/api/auth/login', {
        body: { email: paul.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      expect((await call(ctx.api, 'GET', '/api/auth/me', { token: paul.token })).statusCode).toBe(
        401,
      );

      // The profile holds no name, email nor phone.
      const [row] = await ctx.db.select().from(users).where(eq(users.id, paul.id));
      expect(row).toMatchObject({ fullName: 'Compte supprimé', phone: null, isActive: false });
      expect(row!.email).toBe(`erased-${paul.id}@invalid`);
      expect(row!.erasedAt).not.toBeNull();

      // The money and the receipts the law keeps are all there, unchanged.
      expect(await ledgerSum()).toEqual(ledgerBefore);
      expect(await receiptNumbers()).toEqual(receiptsBefore);
      expect(
        (await call(ctx.api, 'GET', `/api/campaigns/${campaign.id}`)).json().data.raised_amount,
      ).toBe(raisedBefore);

      // The gifts stay, without contact data beyond what the receipt must hold.
      const rows = await ctx.db.select().from(donations).where(eq(donations.userId, paul.id));
      expect(rows).toHaveLength(2);
      for (const gift of rows)
        expect(gift).toMatchObject({
          donorEmail: '',
          phone: null,
          isAnonymous: true,
          contactConsent: false,
        });
      const withReceipt = rows.find((gift) => gift.id === gifts[0])!;
      expect(withReceipt).toMatchObject({
        donorName: 'Paul Partant',
        donorAddress: '12 rue des Lilas',
      });
      const without = rows.find((gift) => gift.id === gifts[1])!;
      expect(without).toMatchObject({ donorName: '', donorAddress: null, message: null });

      // The public page shows 'Donateur anonyme' for both gifts.
      const publicList = await call(ctx.api, 'GET', `/api/campaigns/${campaign.id}/donations`);
      const names = publicList.json().data.map((gift: { donor_name: string }) => gift.donor_name);
      expect(names).toEqual(['Donateur anonyme', 'Donateur anonyme']);
      expect(publicList.body).not.toContain('Paul');

      // The confirmation left for the erased address, once, and says what stays.
      await drainJobs(ctx.db);
      const sent = ctx.mail.outbox.filter((mail) => mail.to === paul.email);
      const confirmation = sent.filter((mail) => mail.subject === 'Votre compte a été supprimé');
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0]!.text).toContain('six ans');
    });
  });

  describe('the retention of guest contact data', () => {
    it('erases guests’ contacts after the period, keeps what receipts need and recent donors', async () => {
      const campaign = await verifiedCampaign({ title: 'Rivières propres' });
      const old = await give(campaign.id, {
        donor_email: 'ancien@exemple.test',
        phone: '0601020304',
        message: 'Bon courage',
      });
      const oldWithReceipt = await give(campaign.id, {
        donor_email: 'recu@exemple.test',
        donor_name: 'Rémi Reçu',
        tax_receipt: true,
        ...ADDRESS,
      });
      const receipt = await receiptOf(oldWithReceipt);
      const oldButBack = await give(campaign.id, { donor_email: 'fidele@exemple.test' });
      const recent = await give(campaign.id, { donor_email: 'fidele@exemple.test' });
      const stillRecent = await give(campaign.id, { donor_email: 'nouveau@exemple.test' });
      await drainJobs(ctx.db);
      // 37 months ago: past the 36 the privacy policy states.
      for (const id of [old, oldWithReceipt, oldButBack])
        await ctx.db
          .update(donations)
          .set({ createdAt: sql`now() - interval '37 months'` })
          .where(eq(donations.id, id));
      const ledgerBefore = await ctx.db.$count(ledgerEntries);

      await scheduleGuestContactPurge(ctx.db, 0);
      await drainJobs(ctx.db);

      const byId = async (id: string) =>
        (await ctx.db.select().from(donations).where(eq(donations.id, id)))[0]!;
      expect(await byId(old)).toMatchObject({
        donorEmail: '',
        phone: null,
        donorAddress: null,
        donorName: 'Jeanne Dupont',
        amountCents: 2500,
        paymentStatus: 'paid',
      });
      expect((await byId(old)).contactErasedAt).not.toBeNull();
      // The reçu fiscal's facts stay: the receipt row as issued, the name and address it prints.
      expect(await byId(oldWithReceipt)).toMatchObject({
        donorEmail: '',
        donorName: 'Rémi Reçu',
        donorAddress: '12 rue des Lilas',
        donorPostalCode: '69003',
        donorCity: 'Lyon',
        wantsTaxReceipt: true,
      });
      const [kept] = await ctx.db
        .select()
        .from(taxReceipts)
        .where(eq(taxReceipts.donationId, oldWithReceipt));
      expect(kept).toMatchObject({
        number: receipt.number,
        status: 'issued',
        donorName: 'Rémi Reçu',
      });
      // A guest who gave again within the period keeps their contacts; recent gifts are untouched.
      expect((await byId(oldButBack)).donorEmail).toBe('fidele@exemple.test');
      expect((await byId(recent)).donorEmail).toBe('fidele@exemple.test');
      expect((await byId(stillRecent)).donorEmail).toBe('nouveau@exemple.test');
      expect(await ctx.db.$count(ledgerEntries)).toBe(ledgerBefore);
      // The next run is waiting, a day later (one across instances).
      const next = await ctx.db.execute(
        sql`select run_at > now() + interval '23 hours' as later from graphile_worker.jobs where key = 'purge-guest-contacts'`,
      );
      expect((next as unknown as { rows: { later: boolean }[] }).rows[0]?.later).toBe(true);
    });
  });

  describe('the contact consent', () => {
    it('is stored, and the association sees contacts only of donors who agreed or have a reward', async () => {
      const campaign = await createCampaign(ctx.db, {
        title: 'Bibliothèque',
        rewards: [{ amountCents: 5000, title: 'Un livre' }],
      });
      const manager = await createUserWithToken(ctx, { role: 'association_manager' });
      await ctx.db
        .insert(userAssociations)
        .values({ userId: manager.id, associationId: campaign.associationId });
      const agreed = await give(campaign.id, {
        donor_email: 'oui@exemple.test',
        phone: '0611111111',
        contact_consent: true,
      });
      const refused = await give(campaign.id, {
        donor_email: 'non@exemple.test',
        phone: '0622222222',
      });
      const rewarded = await give(campaign.id, { donor_email: 'livre@exemple.test', amount: 60 });
      expect(
        (await ctx.db.select().from(donations).where(eq(donations.id, refused)))[0]!.contactConsent,
      ).toBe(false);

      const list = await call(ctx.api, 'GET', '/api/donations', { token: manager.token });
      expect(list.statusCode).toBe(200);
      const byId = new Map(
        list
          .json()
          .data.map((gift: { id: string; donor_email: string; phone: string | null }) => [
            gift.id,
            gift,
          ]),
      );
      expect(byId.get(agreed)).toMatchObject({
        donor_email: 'oui@exemple.test',
        phone: '0611111111',
      });
      expect(byId.get(refused)).toMatchObject({
        donor_email: '',
        phone: null,
        donor_name: 'Jeanne Dupont',
      });
      expect(byId.get(rewarded)).toMatchObject({
        donor_email: 'livre@exemple.test',
        reward_selected: 'Un livre',
      });
      expect(list.body).not.toContain('non@exemple.test');
      expect(list.body).not.toContain('0622222222');
      // Support (super admin) still sees every gift in full.
      const support = await call(ctx.api, 'GET', '/api/donations', { token: admin.token });
      expect(support.body).toContain('non@exemple.test');
    });
  });
});
