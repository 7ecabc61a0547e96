import { and, eq } from 'drizzle-orm';
import { donations, ledgerEntries, payouts, sandboxOperations } from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import { lastCompleteMonth } from '../../src/services/settlement/periods';
import {
  associationRaised,
  campaignTotals,
  createCampaign,
  createDonationContext,
  donateAndPay,
  withProof,
  type DonationTestContext,
} from './helpers';

const DAY = 86_400_000;

/**
 * Figures computed by hand with the documented rule: per donation, in cents, rounded half up:
 * commission = 5 %, processing = 2.9 % + 25 cents.
 */
describe('settlement', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  async function ledgerOf(campaignId: string) {
    const rows = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.campaignId, campaignId));
    const sum = (kind: string) =>
      rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.amountCents, 0);
    return {
      rows,
      payment: sum('payment'),
      commission: sum('commission'),
      fee: sum('fee'),
      transfer: sum('transfer'),
      refund: sum('refund'),
    };
  }

  it('goal reached and ended: transfers 105,60 € - 5,29 € commission - 3,81 € fees = 96,50 € and completes the campaign', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 10_000,
      endDate: new Date(Date.now() + DAY),
    });
    // 50,00 €: commission 2,50, fees 1,45 + 0,25 = 1,70
    // 30,10 €: commission 1,505 -> 1,51, fees 0,8729 -> 0,87 + 0,25 = 1,12
    // 25,50 €: commission 1,275 -> 1,28, fees 0,7395 -> 0,74 + 0,25 = 0,99
    for (const amount of [50, 30.1, 25.5]) await donateAndPay(ctx.api, campaign.id, amount);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 10_560,
      backers: 3,
    });

    // Before the end date nothing happens.
    const early = await ctx.api.payments.settle(new Date());
    expect(early.transfers.filter((t) => t.campaignId === campaign.id)).toEqual([]);

    const report = await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(report.ran).toBe(true);
    expect(report.transfers).toContainEqual({
      campaignId: campaign.id,
      periodKey: 'final',
      netCents: 9650,
    });
    expect(report.completedCampaigns).toContain(campaign.id);

    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    expect(payout).toMatchObject({
      kind: 'transfer',
      status: 'completed',
      donationCount: 3,
      grossCents: 10_560,
      commissionCents: 529,
      processingFeeCents: 381,
      netCents: 9650,
    });
    expect(payout!.providerReference).toMatch(/^tr_sandbox_/);
    const ledger = await ledgerOf(campaign.id);
    expect(ledger).toMatchObject({
      payment: 10_560,
      commission: 529,
      fee: 381,
      transfer: 9650,
      refund: 0,
    });
    expect(ledger.commission + ledger.fee + ledger.transfer).toBe(ledger.payment);
    // What was raised stays raised: a transfer does not lower the campaign's total.
    expect(await campaignTotals(ctx.db, campaign.id)).toEqual({
      raisedCents: 10_560,
      backers: 3,
      status: 'completed',
    });
  });

  it('goal missed and ended: refunds 40,00 € and 12,34 € in full, no fees, emails the donors, completes the campaign', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 50_000,
      endDate: new Date(Date.now() + DAY),
      title: 'Un toit pour tous',
    });
    await donateAndPay(ctx.api, campaign.id, 40, {
      donor_email: 'marie@example.test',
      donor_name: 'Marie',
    });
    await donateAndPay(ctx.api, campaign.id, 12.34, {
      donor_email: 'luc@example.test',
      donor_name: 'Luc',
    });
    const associationBefore = await associationRaised(ctx.db, campaign.associationId);
    expect(associationBefore).toBe(5234);

    const report = await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(report.refunds).toContainEqual({
      campaignId: campaign.id,
      donationCount: 2,
      amountCents: 5234,
    });
    expect(report.completedCampaigns).toContain(campaign.id);

    const rows = await ctx.db.select().from(donations).where(eq(donations.campaignId, campaign.id));
    expect(rows.map((row) => row.paymentStatus)).toEqual(['refunded', 'refunded']);
    expect(rows.every((row) => row.refundedAt !== null)).toBe(true);
    const ledger = await ledgerOf(campaign.id);
    expect(ledger).toMatchObject({
      payment: 5234,
      refund: 5234,
      commission: 0,
      fee: 0,
      transfer: 0,
    });
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    expect(payout).toMatchObject({
      kind: 'refund',
      status: 'completed',
      grossCents: 5234,
      commissionCents: 0,
      processingFeeCents: 0,
      netCents: 5234,
    });
    expect(await campaignTotals(ctx.db, campaign.id)).toEqual({
      raisedCents: 0,
      backers: 0,
      status: 'completed',
    });
    expect(await associationRaised(ctx.db, campaign.associationId)).toBe(0);

    const refundsAtProvider = await ctx.db
      .select()
      .from(sandboxOperations)
      .where(eq(sandboxOperations.kind, 'refund'));
    expect(refundsAtProvider.map((op) => op.amountCents).sort((a, b) => a - b)).toEqual([
      1234, 4000,
    ]);
    await ctx.drainJobs();
    const mails = ctx.mail.outbox.filter(
      (mail) => mail.subject === 'Remboursement de votre don à « Un toit pour tous »',
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(['luc@example.test', 'marie@example.test']);
    expect(mails.find((mail) => mail.to === 'luc@example.test')!.text).toContain(
      'votre don de 12,34\u00a0€ vous est intégralement remboursé, sans aucun frais',
    );
  });

  it("continuous campaign: transfers last month's 44,33 € net of 2,22 € commission and 2,04 € fees = 40,07 €", async () => {
    const campaign = await createCampaign(ctx.db, { targetCents: null });
    // 10,00 €: commission 0,50, fees 0,29 + 0,25 = 0,54
    //  1,00 €: commission 0,05, fees 0,029 -> 0,03 + 0,25 = 0,28
    // 33,33 €: commission 1,6665 -> 1,67, fees 0,96657 -> 0,97 + 0,25 = 1,22
    for (const amount of [10, 1, 33.33]) await donateAndPay(ctx.api, campaign.id, amount);
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2, 12));
    const period = lastCompleteMonth(nextMonth);

    // During the month itself nothing is transferred.
    const during = await ctx.api.payments.settle(now);
    expect(during.transfers.filter((t) => t.campaignId === campaign.id)).toEqual([]);

    const report = await ctx.api.payments.settle(nextMonth);
    expect(report.transfers).toContainEqual({
      campaignId: campaign.id,
      periodKey: period.key,
      netCents: 4007,
    });
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    expect(payout).toMatchObject({
      periodKey: period.key,
      grossCents: 4433,
      commissionCents: 222,
      processingFeeCents: 204,
      netCents: 4007,
      donationCount: 3,
    });
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 4433,
      backers: 3,
      status: 'active',
    });

    // A donation paid afterwards belongs to a later month's transfer, never to this one again.
    await donateAndPay(ctx.api, campaign.id, 5);
    const again = await ctx.api.payments.settle(nextMonth);
    expect(again.transfers.filter((t) => t.campaignId === campaign.id)).toEqual([]);
    const monthAfter = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 2, 12));
    const later = await ctx.api.payments.settle(monthAfter);
    // 5,00 €: commission 0,25, fees 0,145 -> 0,15 + 0,25 = 0,40 -> net 4,35 €
    expect(later.transfers).toContainEqual({
      campaignId: campaign.id,
      periodKey: lastCompleteMonth(monthAfter).key,
      netCents: 435,
    });
  });

  it('running it again changes nothing, and concurrent runs settle each campaign once', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 1000,
      endDate: new Date(Date.now() + DAY),
    });
    await donateAndPay(ctx.api, campaign.id, 20);
    const asOf = new Date(Date.now() + 2 * DAY);
    const concurrent = await Promise.all([
      ctx.api.payments.settle(asOf),
      ctx.api.payments.settle(asOf),
      ctx.api.payments.settle(asOf),
    ]);
    const transfersOfCampaign = concurrent.flatMap((report) =>
      report.transfers.filter((t) => t.campaignId === campaign.id),
    );
    expect(transfersOfCampaign).toHaveLength(1);

    const snapshot = async () => ({
      payouts: await ctx.db.select().from(payouts).orderBy(payouts.id),
      ledger: await ctx.db.$count(ledgerEntries),
      operations: await ctx.db.$count(sandboxOperations),
      mails: await ctx.drainJobs().then(() => ctx.mail.outbox.length),
    });
    const before = await snapshot();
    const second = await ctx.api.payments.settle(asOf);
    expect(second).toMatchObject({
      ran: true,
      transfers: [],
      refunds: [],
      completedCampaigns: [],
      failures: [],
    });
    expect(await snapshot()).toEqual(before);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('a pending checkout on an ended goal campaign delays its settlement until the session ends', async () => {
    const campaign = await createCampaign(ctx.db, {
      targetCents: 1000,
      endDate: new Date(Date.now() + DAY),
    });
    await donateAndPay(ctx.api, campaign.id, 20);
    const open = await ctx.api.inject({
      method: 'POST',
      url: '/api/donations',
      payload: await withProof(ctx.api, {
        campaign_id: campaign.id,
        donor_name: 'Lent',
        donor_email: 'lent@example.test',
        amount: 3,
        origin_url: 'http://localhost:3000',
      }),
    });
    expect(open.statusCode).toBe(201);
    const report = await ctx.api.payments.settle(new Date(Date.now() + 2 * DAY));
    expect(report.waiting).toContain(campaign.id);
    expect(
      await ctx.db
        .select()
        .from(payouts)
        .where(and(eq(payouts.campaignId, campaign.id))),
    ).toEqual([]);
  });
});
