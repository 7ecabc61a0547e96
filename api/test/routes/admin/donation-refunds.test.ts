import { eq } from 'drizzle-orm';
import {
  associationDebts,
  auditLog,
  donations,
  ledgerEntries,
  sandboxOperations,
  taxReceipts,
  userAssociations,
} from '../../../src/db/schema';
import { checkLedger } from '../../../src/services/ledger/check-ledger';
import {
  campaignTotals,
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donateAndPay,
  eventually,
  type DonationTestContext,
} from '../../donations/helpers';
import { declareReceiptFacts } from '../../helpers/fixtures';
import { call } from '../../helpers/test-app';

jest.setTimeout(120_000);

const DAY = 86_400_000;
const ADDRESS = { address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' };

/** Issue 28 item 2: support finds any gift and refunds it, once; a manager, within 30 days. */
describe('support refunds one gift', () => {
  let ctx: DonationTestContext;
  let admin: { id: string; token: string };

  beforeAll(async () => {
    ctx = await createDonationContext();
    admin = await createUserWithToken(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  async function paidDonationId(campaignId: string, amount: number, overrides = {}) {
    const sessionId = await donateAndPay(ctx.api, campaignId, amount, overrides);
    const [row] = await ctx.db
      .select({ id: donations.id })
      .from(donations)
      .where(eq(donations.providerSessionId, sessionId));
    return row!.id;
  }

  const refund = (donationId: string, token: string, body: unknown, area = 'admin') =>
    call(ctx.api, 'POST', `/api/${area}/donations/${donationId}/refund`, { token, body });

  async function managerOf(associationId: string) {
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await ctx.db.insert(userAssociations).values({ userId: manager.id, associationId });
    return manager;
  }

  describe('GET /admin/donations', () => {
    let campaignId: string;
    beforeAll(async () => {
      const campaign = await createCampaign(ctx.db, { title: 'Cantine solidaire de Pantin' });
      campaignId = campaign.id;
      await paidDonationId(campaignId, 12, {
        donor_email: 'lea.martin@example.test',
        donor_name: 'Léa Martin',
      });
      for (let index = 0; index < 3; index += 1)
        await paidDonationId(campaignId, 50 + index, {
          donor_email: `grand.donateur${index}@example.test`,
          donor_name: 'Grand Donateur',
        });
    });

    const search = (query: string) =>
      call(ctx.api, 'GET', `/api/admin/donations?${query}`, { token: admin.token });

    it('finds a gift by part of the donor email, with its payment facts', async () => {
      const response = await search('email=LEA.MARTIN');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 1, page: 1, page_size: 20 });
      expect(response.json().data[0]).toMatchObject({
        donor_email: 'lea.martin@example.test',
        amount: 12,
        payment_status: 'paid',
        campaign_title: 'Cantine solidaire de Pantin',
        refunded_at: null,
        refund_reason: null,
      });
      expect(response.json().data[0].paid_at).toEqual(expect.any(String));
    });

    it('filters by name (accents aside), campaign, amount and date, one page at a time', async () => {
      expect((await search('name=lea%20martin')).json().total).toBe(1);
      expect((await search(`campaign=${campaignId}`)).json().total).toBe(4);
      expect((await search('campaign=cantine%20solidaire')).json().total).toBe(4);
      const amounts = await search(`campaign=${campaignId}&amount_min=50&amount_max=51`);
      expect(
        amounts
          .json()
          .data.map((d: { amount: number }) => d.amount)
          .sort(),
      ).toEqual([50, 51]);
      const today = new Date().toISOString().slice(0, 10);
      expect((await search(`campaign=${campaignId}&from=${today}&to=${today}`)).json().total).toBe(
        4,
      );
      expect((await search(`campaign=${campaignId}&to=2001-01-01`)).json().total).toBe(0);
      const first = await search(`campaign=${campaignId}&page_size=3`);
      const second = await search(`campaign=${campaignId}&page_size=3&page=2`);
      expect(first.json()).toMatchObject({ total: 4, page: 1 });
      expect(first.json().data).toHaveLength(3);
      expect(second.json().data).toHaveLength(1);
      expect(second.json().data[0].donor_email).toBe('lea.martin@example.test');
    });

    it('answers a bad filter with a French 422, and only to the super admin', async () => {
      const bad = await search('amount_min=abc');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail[0].path).toBe('amount_min');
      const manager = await createUserWithToken(ctx, { role: 'association_manager' });
      const refused = await call(ctx.api, 'GET', '/api/admin/donations', { token: manager.token });
      expect(refused.statusCode).toBe(403);
    });
  });

  it('asks for a reason, in French', async () => {
    const campaign = await createCampaign(ctx.db);
    const donationId = await paidDonationId(campaign.id, 20);
    const response = await refund(donationId, admin.token, { reason: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      detail: [{ path: 'reason', message: 'Veuillez indiquer le motif du remboursement.' }],
    });
  });

  it('refunds once under 10 concurrent requests: totals, ledger, reçu fiscal cancelled, one email', async () => {
    const campaign = await createCampaign(ctx.db, { title: 'Des livres pour tous' });
    await declareReceiptFacts(ctx.db, campaign.associationId);
    const reviewed = await call(
      ctx.api,
      'PUT',
      `/api/admin/associations/${campaign.associationId}/tax-eligibility`,
      { token: admin.token, body: { decision: 'verified', rate: 66 } },
    );
    expect(reviewed.statusCode).toBe(200);
    await paidDonationId(campaign.id, 10);
    const donationId = await paidDonationId(campaign.id, 40, {
      donor_email: 'remi.bernard@example.test',
      donor_name: 'Rémi Bernard',
      tax_receipt: true,
      ...ADDRESS,
    });
    const receiptStatus = async () =>
      (await ctx.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)))[0]
        ?.status;
    await eventually(async () => (await receiptStatus()) === 'issued', 15_000);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 5000,
      backers: 2,
    });

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        refund(donationId, admin.token, { reason: 'Don fait en double par erreur' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(['already_refunded', 'refund_in_progress']).toContain(answer.json().code);
    }
    const done = answers.find((answer) => answer.statusCode === 200)!.json().data;
    expect(done).toMatchObject({
      id: donationId,
      payment_status: 'refunded',
      refund_reason: 'Don fait en double par erreur',
    });
    expect(done.refunded_at).toEqual(expect.any(String));

    const providerRefunds = await ctx.db
      .select()
      .from(sandboxOperations)
      .where(eq(sandboxOperations.idempotencyKey, `refund-${donationId}`));
    expect(providerRefunds.map((op) => op.amountCents)).toEqual([4000]);
    const ledgerRefunds = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.donationId, donationId));
    expect(ledgerRefunds.filter((row) => row.kind === 'refund').map((r) => r.amountCents)).toEqual([
      4000,
    ]);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 1000,
      backers: 1,
    });
    expect((await checkLedger(ctx.db)).mismatches).toEqual([]);
    expect(await receiptStatus()).toBe('cancelled');

    const again = await refund(donationId, admin.token, { reason: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'already_refunded',
      detail: 'Ce don a déjà été remboursé.',
    });

    // One audit row: who refunded, why, the amount.
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, donationId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'donation.refund',
      actorId: admin.id,
      reason: 'Don fait en double par erreur',
    });

    await ctx.drainJobs();
    const notices = ctx.mail.outbox.filter(
      (mail) =>
        mail.to === 'remi.bernard@example.test' &&
        mail.subject === 'Remboursement de votre don à « Des livres pour tous »',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Motif : Don fait en double par erreur');
    expect(notices[0]!.text).toContain('vous est intégralement remboursé');
  });

  it('refunds a gift already transferred: the association owes what it received', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 5000,
      endDate: new Date(Date.now() + DAY),
    });
    const donationId = await paidDonationId(campaign.id, 60);
    const report = await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(report.transfers).toEqual([
      expect.objectContaining({ campaignId: campaign.id, periodKey: 'final' }),
    ]);
    const response = await refund(donationId, admin.token, { reason: 'Erreur de montant' });
    expect(response.statusCode).toBe(200);
    // 60,00 € less the 5 % commission (3,00) and the fees (2,9 % = 1,74 + 0,25): 55,01 €.
    const debts = await ctx.db
      .select()
      .from(associationDebts)
      .where(eq(associationDebts.donationId, donationId));
    expect(debts.map((debt) => debt.amountCents)).toEqual([5501]);
    expect(debts[0]!.associationId).toBe(campaign.associationId);
    expect((await checkLedger(ctx.db)).mismatches).toEqual([]);
  });

  describe('POST /dashboard/donations/:id/refund (manager)', () => {
    it('refunds a recent gift to their own association', async () => {
      const campaign = await createCampaign(ctx.db);
      const manager = await managerOf(campaign.associationId);
      const donationId = await paidDonationId(campaign.id, 15);
      const response = await refund(
        donationId,
        manager.token,
        { reason: 'Le donateur a changé d’avis' },
        'dashboard',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data.payment_status).toBe('refunded');
    });

    it("cannot refund another association's gift (404) nor one paid over 30 days ago (409)", async () => {
      const own = await createCampaign(ctx.db);
      const other = await createCampaign(ctx.db);
      const manager = await managerOf(own.associationId);
      const othersGift = await paidDonationId(other.id, 15);
      const foreign = await refund(othersGift, manager.token, { reason: 'Test' }, 'dashboard');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('not_found');

      const oldGift = await paidDonationId(own.id, 15);
      await ctx.db
        .update(donations)
        .set({ paidAt: new Date(Date.now() - 31 * DAY) })
        .where(eq(donations.id, oldGift));
      const late = await refund(oldGift, manager.token, { reason: 'Trop tard' }, 'dashboard');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        code: 'refund_period_over',
        detail:
          'Ce don a été payé il y a plus de 30 jours : vous ne pouvez plus le rembourser vous-même. Veuillez contacter le support de la plateforme.',
      });
      // Nothing moved: still paid, no claim left behind; support may still refund it.
      const [row] = await ctx.db.select().from(donations).where(eq(donations.id, oldGift));
      expect(row).toMatchObject({ paymentStatus: 'paid', refundReason: null });
      expect((await refund(oldGift, admin.token, { reason: 'Exception' })).statusCode).toBe(200);

      const donor = await createUserWithToken(ctx, { role: 'donor' });
      expect((await refund(othersGift, donor.token, { reason: 'x' }, 'dashboard')).statusCode).toBe(
        403,
      );
    });

    it('refuses a gift that was never paid', async () => {
      const campaign = await createCampaign(ctx.db);
      const [pending] = await ctx.db
        .insert(donations)
        .values({
          campaignId: campaign.id,
          donorName: 'Jeanne',
          donorEmail: 'jeanne@example.test',
          amountCents: 1000,
          paymentProvider: 'sandbox',
        })
        .returning();
      const response = await refund(pending!.id, admin.token, { reason: 'x' });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('not_refundable');
    });
  });
});
