import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { donations, rewards, sandboxSessions, userAssociations } from '../../src/db/schema';
import { applySessionState } from '../../src/services/payments/payment-sync';
import { recordDonationRefund } from '../../src/services/ledger/refund-payment';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  paymentStatus,
  postDonation,
  submitCard,
  withProof,
  type DonationTestContext,
} from '../donations/helpers';

/**
 * Reward stock (issue 30, item 6): a unit is held while its checkout is open, given back when
 * it expires or is declined, sold once paid; the last units are never given twice, even to 50
 * checkouts at once through HTTP.
 */
describe('reward stock', () => {
  let ctx: DonationTestContext;

  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  async function stockedReward(quantity: number) {
    const campaign = await createCampaign(ctx.db);
    const [reward] = await ctx.db
      .insert(rewards)
      .values({
        campaignId: campaign.id,
        amountCents: 2000,
        title: 'Affiche signée',
        valueCents: 0,
        noMarketValue: true,
        quantity,
        remaining: quantity,
      })
      .returning();
    return { campaign, reward: reward! };
  }

  const remainingOf = async (rewardId: string) =>
    (await ctx.db.select().from(rewards).where(eq(rewards.id, rewardId)))[0]!.remaining;

  const publicRemaining = async (slug: string) => {
    const page = await ctx.api.inject({ method: 'GET', url: `/api/campaigns/${slug}` });
    return (page.json().data.rewards as { remaining: number | null }[])[0]!.remaining;
  };

  it('50 checkouts at once over HTTP for the last 3 units: 3 open, 47 told it is sold out, none twice', async () => {
    const { campaign, reward } = await stockedReward(3);
    await ctx.api.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.api.server.address() as AddressInfo;
    // Proofs first (the challenge costs work), then the 50 posts together.
    const bodies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        withProof(
          ctx.api,
          donationBody(campaign.id, {
            amount: 20,
            reward_id: reward.id,
            donor_email: `course${index}@example.test`,
          }),
        ),
      ),
    );
    const answers = await Promise.all(
      bodies.map(async (body) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/donations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          body: (await response.json()) as { code?: string; detail?: string },
        };
      }),
    );
    const opened = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(opened).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const answer of refused) {
      expect(answer.body.code).toBe('reward_sold_out');
      expect(answer.body.detail).toBe(
        'Cette contrepartie est épuisée : choisissez-en une autre ou donnez sans contrepartie.',
      );
    }
    expect(await remainingOf(reward.id)).toBe(0);
    const held = await ctx.db.select().from(donations).where(eq(donations.rewardId, reward.id));
    expect(held.filter((row) => row.rewardHeld)).toHaveLength(3);
    // The public page says none is left.
    expect(await publicRemaining(campaign.slug)).toBe(0);
    // A gift without the reward still opens.
    const without = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 20, without_reward: true }),
    );
    expect(without.statusCode).toBe(201);
    // Without the dialog's reward_id (an older client), a sold-out reward is not given.
    const older = await postDonation(ctx.api, donationBody(campaign.id, { amount: 25 }));
    expect(older.json().data.donation.reward_selected).toBeNull();
    // A smaller gift is not concerned.
    const smaller = await postDonation(ctx.api, donationBody(campaign.id, { amount: 10 }));
    expect(smaller.statusCode).toBe(201);
  });

  it('a unit is held while the checkout is open, given back when it expires, sold when paid', async () => {
    const { campaign, reward } = await stockedReward(2);
    const first = await postDonation(ctx.api, donationBody(campaign.id, { amount: 30 }));
    const second = await postDonation(ctx.api, donationBody(campaign.id, { amount: 20 }));
    expect(first.json().data.donation.reward_selected).toBe('Affiche signée');
    expect(await remainingOf(reward.id)).toBe(0);
    expect(await publicRemaining(campaign.slug)).toBe(0);

    // The first checkout's time passes: the sandbox's expiry path gives the unit back.
    const expiring = first.json().data.session_id as string;
    await ctx.db
      .update(sandboxSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxSessions.id, expiring));
    expect((await paymentStatus(ctx.api, expiring)).json().data.donation.payment_status).toBe(
      'expired',
    );
    expect(await remainingOf(reward.id)).toBe(1);
    expect(await publicRemaining(campaign.slug)).toBe(1);
    // Asked again, the expiry gives nothing back twice.
    await applySessionState(ctx.api.payments, expiring, { status: 'expired' });
    expect(await remainingOf(reward.id)).toBe(1);

    // The second is paid: its unit is sold, it stays out of the stock.
    const paid = await submitCard(ctx.api, second.json().data.checkout_url, '4242424242424242');
    expect(paid.statusCode).toBe(303);
    expect(await remainingOf(reward.id)).toBe(1);
  });

  it('a declined checkout (the provider says failed) gives its unit back', async () => {
    const { campaign, reward } = await stockedReward(1);
    const opened = await postDonation(ctx.api, donationBody(campaign.id, { amount: 20 }));
    expect(await remainingOf(reward.id)).toBe(0);
    const again = await postDonation(
      ctx.api,
      donationBody(campaign.id, { amount: 20, reward_id: reward.id }),
    );
    expect(again.statusCode).toBe(409);
    await applySessionState(ctx.api.payments, opened.json().data.session_id, {
      status: 'failed',
    });
    expect(await remainingOf(reward.id)).toBe(1);
    expect(
      (await postDonation(ctx.api, donationBody(campaign.id, { amount: 20 }))).statusCode,
    ).toBe(201);
  });

  it('a refund gives the unit back only when the reward was not sent', async () => {
    const { campaign, reward } = await stockedReward(2);
    const pay = async () => {
      const opened = await postDonation(ctx.api, donationBody(campaign.id, { amount: 20 }));
      await submitCard(ctx.api, opened.json().data.checkout_url, '4242424242424242');
      return opened.json().data.donation_id as string;
    };
    const notSent = await pay();
    const sent = await pay();
    expect(await remainingOf(reward.id)).toBe(0);
    await ctx.db.update(donations).set({ rewardSentAt: new Date() }).where(eq(donations.id, sent));
    await recordDonationRefund(ctx.db, { donationId: sent, refundReference: 're_1' });
    expect(await remainingOf(reward.id)).toBe(0);
    await recordDonationRefund(ctx.db, { donationId: notSent, refundReference: 're_2' });
    expect(await remainingOf(reward.id)).toBe(1);
  });

  it('the manager lowering the quantity keeps the units already taken', async () => {
    const { campaign, reward } = await stockedReward(5);
    await postDonation(ctx.api, donationBody(campaign.id, { amount: 20 }));
    await postDonation(ctx.api, donationBody(campaign.id, { amount: 20 }));
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await ctx.db
      .insert(userAssociations)
      .values({ userId: manager.id, associationId: campaign.associationId });
    const save = (quantity: number | null) =>
      ctx.api.inject({
        method: 'PUT',
        url: `/api/dashboard/campaigns/${campaign.id}`,
        headers: { authorization: `Bearer ${manager.token}` },
        payload: {
          rewards: [
            {
              id: reward.id,
              amount: 20,
              title: 'Affiche signée',
              no_market_value: true,
              quantity,
              needs_shipping: false,
            },
          ],
        },
      });
    expect((await save(3)).statusCode).toBe(200);
    // The edit screen reads the stock back (so a later save keeps it).
    const read = await ctx.api.inject({
      method: 'GET',
      url: `/api/dashboard/campaigns/${campaign.id}`,
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(read.json().data.rewards[0]).toMatchObject({
      id: reward.id,
      quantity: 3,
      remaining: 1,
      needs_shipping: false,
    });
    // The same row (its gifts stay attached): 3 less the 2 taken.
    expect(await remainingOf(reward.id)).toBe(1);
    expect((await save(1)).statusCode).toBe(200);
    expect(await remainingOf(reward.id)).toBe(0);
    expect((await save(null)).statusCode).toBe(200);
    expect(await remainingOf(reward.id)).toBeNull();
    const refused = await ctx.api.inject({
      method: 'PUT',
      url: `/api/dashboard/campaigns/${campaign.id}`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { rewards: [{ amount: 20, title: 'X', no_market_value: true, quantity: -2 }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Indiquez un nombre entier de 0 à 100 000.');
  });
});
