import { createApiClient, type ApiClient } from 'shared-contracts';
import * as recurringCalls from '../../../shared-contracts/src/recurring/recurring.api';
import { userAssociations } from '../../src/db/schema/users';
import { injectFetch } from '../contract/inject-fetch';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  submitCard,
  type DonationTestContext,
} from '../donations/helpers';
import { lastControlToken, realToday, setClock, startPlan } from './helpers';

jest.setTimeout(120_000);

/*
 * The typed calls of shared-contracts/src/recurring/recurring.api.ts (the front end's) run
 * against the real API with the browser's client: each zod schema parses a real answer. A call
 * added there without a case here fails the last test.
 */
describe('typed calls of dons réguliers against the real API', () => {
  let ctx: DonationTestContext;
  const covered = new Set<string>();
  const clientFor = (token: string | null): ApiClient =>
    createApiClient({
      prefixUrl: 'http://localhost/api',
      getToken: () => token,
      fetch: injectFetch(ctx.app),
    });
  function check<T>(name: keyof typeof recurringCalls, run: () => Promise<T>): Promise<T> {
    covered.add(name);
    return run();
  }

  beforeAll(async () => {
    ctx = await createDonationContext();
    setClock(ctx.app, realToday());
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('runs every call of the control page, the donor area and the manager', async () => {
    const campaign = await createCampaign(ctx.db);
    const donor = await createUserWithToken(ctx, { email: 'appel@example.test' });
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await ctx.db
      .insert(userAssociations)
      .values({ userId: manager.id, associationId: campaign.associationId });
    const guestEmail = 'invitee@example.test';
    const guest = await startPlan(ctx.app, campaign.id, {
      amount: 10,
      frequency: 'monthly',
      email: guestEmail,
    });
    const own = await startPlan(
      ctx.app,
      campaign.id,
      { amount: 50, frequency: 'yearly' },
      donor.token,
    );
    await ctx.drainJobs();
    const visitor = clientFor(null);
    const asDonor = clientFor(donor.token);

    const session = await check('openPlanLink', () =>
      recurringCalls.openPlanLink(visitor, {
        token: lastControlToken(ctx.mail.outbox, guestEmail),
      }),
    );
    const control = { control_token: session.control_token };
    expect(session.plan.id).toBe(guest.planId);
    await check('readPlan', () => recurringCalls.readPlan(visitor, guest.planId, control));
    expect(
      (
        await check('changePlanAmount', () =>
          recurringCalls.changePlanAmount(visitor, guest.planId, { ...control, amount: 12.5 }),
        )
      ).amount,
    ).toBe(12.5);
    const card = await check('changePlanCard', () =>
      recurringCalls.changePlanCard(visitor, guest.planId, {
        ...control,
        origin_url: 'http://localhost:3000',
        return_path: '/dons-reguliers/gerer',
      }),
    );
    expect((await submitCard(ctx.app, card.checkout_url, '4000 0000 0000 5126')).statusCode).toBe(
      303,
    );
    expect((await recurringCalls.readPlan(visitor, guest.planId, control)).card?.last4).toBe(
      '5126',
    );
    expect(
      (await check('pausePlan', () => recurringCalls.pausePlan(visitor, guest.planId, control)))
        .status,
    ).toBe('paused');
    expect(
      (await check('resumePlan', () => recurringCalls.resumePlan(visitor, guest.planId, control)))
        .status,
    ).toBe('active');
    expect(
      (await check('stopPlan', () => recurringCalls.stopPlan(asDonor, own.planId))).status,
    ).toBe('stopped');
    await check('requestPlanLinks', () =>
      recurringCalls.requestPlanLinks(visitor, { email: guestEmail }),
    );
    const plans = await check('getDonorPlans', () => recurringCalls.getDonorPlans(asDonor));
    expect(plans.map((plan) => plan.id)).toEqual([own.planId]);
    const asManager = clientFor(manager.token);
    const view = await check('getManagerRecurring', () =>
      recurringCalls.getManagerRecurring(asManager),
    );
    expect(view.stats.active_plans).toBe(1);
    const stopped = await check('stopPlanAsManager', () =>
      recurringCalls.stopPlanAsManager(asManager, guest.planId, { reason: 'Fin' }),
    );
    expect(stopped.stop_reason).toBe('manager');
  });

  it('has a case for every call', () => {
    const calls = Object.entries(recurringCalls)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name);
    expect(calls.filter((name) => !covered.has(name))).toEqual([]);
  });
});
