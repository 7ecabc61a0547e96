import {
  countRows,
  createCampaign,
  createDonationContext,
  donationBody,
  postDonation,
  submitCard,
  type DonationTestContext,
} from './helpers';

describe('per-address limit on checkouts and card attempts', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext({ config: { donationRateLimitMax: 3 } });
  });
  afterAll(() => ctx.close());

  it('answers 429 in French past the limit, writing nothing', async () => {
    const campaign = await createCampaign(ctx.db);
    const first = await postDonation(ctx.api, donationBody(campaign.id));
    for (let i = 0; i < 2; i += 1)
      expect((await postDonation(ctx.api, donationBody(campaign.id))).statusCode).toBe(201);
    const before = await countRows(ctx.db);
    const limited = await postDonation(ctx.api, donationBody(campaign.id));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: 'Trop de tentatives. Veuillez attendre quelques minutes.',
      code: 'rate_limited',
    });
    expect(await countRows(ctx.db)).toEqual(before);

    // Card attempts on the checkout page have their own counter: card testing stops there too.
    const checkoutUrl = first.json().data.checkout_url;
    for (let i = 0; i < 3; i += 1)
      expect((await submitCard(ctx.api, checkoutUrl, '4000000000000002')).statusCode).toBe(402);
    expect((await submitCard(ctx.api, checkoutUrl, '4000000000000002')).statusCode).toBe(429);
  });
});
