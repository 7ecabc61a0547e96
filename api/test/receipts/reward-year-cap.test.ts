import { eq } from 'drizzle-orm';
import { associations, rewards, taxReceipts, userAssociations } from '../../src/db/schema';
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

describe('rewards and the reçu fiscal (issue 26, item 5)', () => {
  let ctx: DonationTestContext;
  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  /** A verified association's campaign with a 276 € reward worth 69 €. */
  async function campaignWithReward() {
    const campaign = await createCampaign(ctx.db);
    await ctx.db
      .update(associations)
      .set({ taxEligibility: 'verified', taxRatePercent: 66 })
      .where(eq(associations.id, campaign.associationId));
    await ctx.db
      .insert(rewards)
      .values({ campaignId: campaign.id, amountCents: 27600, title: 'Panier', valueCents: 6900 });
    return campaign;
  }

  const open = (campaignId: string, email: string) =>
    postDonation(
      ctx.api,
      donationBody(campaignId, { amount: 276, donor_email: email, tax_receipt: true, ...ADDRESS }),
    );

  async function pay(created: { json(): { data: { checkout_url: string } } }) {
    const paid = await submitCard(ctx.api, created.json().data.checkout_url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
  }

  const receiptsOf = (associationId: string) =>
    ctx.db.select().from(taxReceipts).where(eq(taxReceipts.associationId, associationId));

  it('two 276 € gifts with a 69 € reward each are 138 € of rewards in the year: the second is refused before paying, and the donor is told why', async () => {
    const campaign = await campaignWithReward();
    const first = await open(campaign.id, 'paul.martin@example.test');
    expect(first.statusCode).toBe(201);
    await pay(first);
    await eventually(async () => (await receiptsOf(campaign.associationId)).length === 1);

    const second = await open(campaign.id, 'Paul.Martin@example.test');
    expect(second.statusCode).toBe(422);
    const message = JSON.stringify(second.json());
    expect(message).toContain('without_reward');
    expect(message).toContain('Vous avez déjà reçu 69\u00a0€ de contreparties');
    expect(message).toContain('73\u00a0€');
    // Without the reward, the same gift gets its receipt.
    const without = await postDonation(
      ctx.api,
      donationBody(campaign.id, {
        amount: 276,
        donor_email: 'paul.martin@example.test',
        tax_receipt: true,
        without_reward: true,
        ...ADDRESS,
      }),
    );
    expect(without.statusCode).toBe(201);
    // Another donor is not concerned.
    expect((await open(campaign.id, 'lea.petit@example.test')).statusCode).toBe(201);
  });

  it('two gifts opened before either is paid: only the first paid gets a receipt (the last guard counts the year too)', async () => {
    const campaign = await campaignWithReward();
    const a = await open(campaign.id, 'zoe.roux@example.test');
    const b = await open(campaign.id, 'zoe.roux@example.test');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    await pay(a);
    await pay(b);
    await eventually(async () => (await receiptsOf(campaign.associationId)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await receiptsOf(campaign.associationId)).toHaveLength(1);
  });

  describe("a reward's value is required when it is saved", () => {
    let manager: { token: string };
    let associationId: string;
    beforeAll(async () => {
      const campaign = await createCampaign(ctx.db);
      associationId = campaign.associationId;
      const user = await createUserWithToken(ctx, { role: 'association_manager' });
      await ctx.db.insert(userAssociations).values({ userId: user.id, associationId });
      manager = user;
    });

    const create = (reward: Record<string, unknown>) =>
      call(ctx.api, 'POST', '/api/dashboard/campaigns', {
        token: manager.token,
        body: {
          title: 'Des paniers solidaires',
          description: 'Des paniers pour tous',
          association_id: associationId,
          rewards: [{ amount: 30, title: 'Un panier', ...reward }],
        },
      });

    it.each([
      ['no value', {}],
      ['an empty value', { value: '' }],
      ['0 without stating it has no market value', { value: 0 }],
    ])('%s: 422 on rewards.0.value, in French', async (_label, reward) => {
      const refused = await create(reward);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            path: 'rewards.0.value',
            message: expect.stringContaining('Indiquez la valeur de la contrepartie'),
          }),
        ]),
      );
    });

    it('a value with "no market value" stated is refused; 0 with it is kept, as is a real value', async () => {
      const both = await create({ value: 5, no_market_value: true });
      expect(both.statusCode).toBe(422);
      expect(JSON.stringify(both.json())).toContain('sans valeur marchande a une valeur de 0');
      const none = await create({ no_market_value: true });
      expect(none.statusCode).toBe(201);
      expect(none.json().data.rewards[0]).toMatchObject({ value: 0, no_market_value: true });
      const valued = await create({ value: '7,50' });
      expect(valued.statusCode).toBe(201);
      expect(valued.json().data.rewards[0]).toMatchObject({ value: 7.5, no_market_value: false });
    });
  });
});
