import { eq, sql } from 'drizzle-orm';
import { ledgerEntries } from '../../src/db/schema';
import { checkLedger } from '../../src/services/ledger/check-ledger';
import {
  campaignTotals,
  createCampaign,
  createDonationContext,
  donateAndPay,
  donationBody,
  paymentStatus,
  postDonation,
  submitCard,
  type DonationTestContext,
} from './helpers';

describe('the ledger', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  it('counts once under 25 concurrent card submits and 25 status polls on one sandbox session', async () => {
    const campaign = await createCampaign(ctx.db);
    const created = await postDonation(ctx.api, donationBody(campaign.id, { amount: 17.25 }));
    const { checkout_url: checkoutUrl, session_id: sessionId } = created.json().data;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? submitCard(ctx.api, checkoutUrl, '4242424242424242')
          : paymentStatus(ctx.api, sessionId),
      ),
    );
    expect(
      responses.filter((response) => response.statusCode === 303).length,
    ).toBeGreaterThanOrEqual(1);
    expect(responses.every((response) => [200, 303].includes(response.statusCode))).toBe(true);
    expect(await campaignTotals(ctx.db, campaign.id)).toMatchObject({
      raisedCents: 1725,
      backers: 1,
    });
    expect(await ctx.db.$count(ledgerEntries, eq(ledgerEntries.campaignId, campaign.id))).toBe(1);
  });

  it('refuses to change or delete a movement once written', async () => {
    const campaign = await createCampaign(ctx.db);
    await donateAndPay(ctx.api, campaign.id, 10);
    await expect(
      ctx.db.execute(
        sql`update ledger_entries set amount_cents = 1 where campaign_id = ${campaign.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`delete from ledger_entries where campaign_id = ${campaign.id}`),
    ).rejects.toThrow();
    expect(await ctx.db.$count(ledgerEntries, eq(ledgerEntries.campaignId, campaign.id))).toBe(1);
  });

  it('the check recomputes the totals from the ledger and names any difference', async () => {
    expect(await checkLedger(ctx.db)).toEqual({ ok: true, mismatches: [] });
    const campaign = await createCampaign(ctx.db);
    await donateAndPay(ctx.api, campaign.id, 42);
    // A total edited behind the ledger's back.
    await ctx.db.execute(
      sql`update campaign_total_shards set raised_amount_cents = raised_amount_cents + 5799 where campaign_id = ${campaign.id}`,
    );
    const check = await checkLedger(ctx.db);
    expect(check.ok).toBe(false);
    expect(check.mismatches).toEqual([
      {
        scope: 'campaign',
        id: campaign.id,
        field: 'raised_amount_cents',
        stored: 9999,
        fromLedger: 4200,
      },
      // The association's total is the sum of its campaigns': wrong as well.
      {
        scope: 'association',
        id: campaign.associationId,
        field: 'raised_amount_cents',
        stored: 9999,
        fromLedger: 4200,
      },
    ]);
  });
});
