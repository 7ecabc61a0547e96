import { eq } from 'drizzle-orm';
import { userAssociations } from '../../src/db/schema/users';
import {
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  paymentStatus,
  postDonation,
  type DonationTestContext,
} from '../donations/helpers';
import { addDays, lastControlToken, realToday, setClock, startPlan } from './helpers';
import { recurringPlans } from '../../src/db/schema/recurring';

jest.setTimeout(120_000);

/*
 * Issue 29: the plan's control link refuses a forged, expired or reused link, with a clear
 * French answer and no plan data; the checkout's own rules (consent, continuous campaigns);
 * the manager's figures and stop.
 */
describe('dons réguliers: links, checkout rules, manager view', () => {
  let ctx: DonationTestContext;
  const today = realToday();

  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(() => setClock(ctx.app, today));

  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('refuses a regular gift on a goal campaign, and one without the ticked consent', async () => {
    const goal = await createCampaign(ctx.db, {
      targetCents: 500_000,
      endDate: new Date(Date.now() + 30 * 86_400_000),
    });
    const onGoal = await postDonation(
      ctx.app,
      donationBody(goal.id, { frequency: 'monthly', recurring_consent: true }),
    );
    expect(onGoal.statusCode).toBe(422);
    expect(onGoal.json().detail).toEqual([
      { path: 'frequency', message: expect.stringContaining('dons ponctuels uniquement') },
    ]);
    const continuous = await createCampaign(ctx.db);
    const noConsent = await postDonation(
      ctx.app,
      donationBody(continuous.id, { frequency: 'yearly' }),
    );
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().detail).toEqual([
      { path: 'recurring_consent', message: 'Cochez la case pour confirmer votre don régulier.' },
    ]);
    // A one-off gift on a goal campaign is as before.
    const once = await postDonation(ctx.app, donationBody(goal.id, { frequency: 'once' }));
    expect(once.statusCode).toBe(201);
    expect(once.json().data.plan).toBeNull();
  });

  it('shows the plan and its next charge on the payment return', async () => {
    const campaign = await createCampaign(ctx.db);
    const plan = await startPlan(ctx.app, campaign.id, {
      amount: 10,
      frequency: 'monthly',
      email: 'retour@example.test',
    });
    const status = await paymentStatus(ctx.app, plan.sessionId);
    expect(status.json().data.donation.plan).toEqual({
      id: plan.planId,
      frequency: 'monthly',
      status: 'active',
      amount: 10,
      next_charge_on: plan.nextChargeOn,
    });
  });

  it('opens a link once; refuses forged, expired and reused links and stale sessions', async () => {
    const campaign = await createCampaign(ctx.db);
    const email = 'lien@example.test';
    const plan = await startPlan(ctx.app, campaign.id, { amount: 12, frequency: 'monthly', email });
    await ctx.drainJobs();
    const token = lastControlToken(ctx.mail.outbox, email);
    const receipt = ctx.mail.outbox.find(
      (m) => m.to === email && /Reçu de votre don/.test(m.subject),
    )!;
    expect(receipt.text).toMatch(/don régulier de 12\s€ par mois/);
    expect(receipt.text).toContain('http://localhost:3000/dons-reguliers/gerer?t=');

    const [body, mac] = token.split('.');
    const forgedMac = `${body}.${mac!.slice(0, -2)}${mac!.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherPlan = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body!, 'base64url').toString()),
        p: '00000000-0000-4000-8000-000000000000',
      }),
    ).toString('base64url');
    for (const forged of [forgedMac, `${otherPlan}.${mac}`, 'nimportequoi', '']) {
      const refused = await post('/recurring/link/open', { token: forged });
      expect([403, 422]).toContain(refused.statusCode);
      if (refused.statusCode === 403)
        expect(refused.json()).toEqual({
          code: 'plan_link_invalid',
          detail:
            "Ce lien n'est pas valide. Utilisez le lien de votre dernier reçu, ou demandez-en un nouveau.",
        });
    }

    // Expired: 61 days later, the link of a monthly plan no longer opens.
    setClock(ctx.app, addDays(today, 61));
    const expired = await post('/recurring/link/open', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('plan_link_expired');
    expect(JSON.stringify(expired.json())).not.toContain(plan.planId);

    setClock(ctx.app, today);
    const opened = await post('/recurring/link/open', { token });
    expect(opened.statusCode).toBe(200);
    const session = opened.json().data;
    expect(session.plan).toMatchObject({
      id: plan.planId,
      status: 'active',
      amount: 12,
      donor_email: email,
      card: { last4: '4242' },
    });
    const reused = await post('/recurring/link/open', { token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({
      code: 'plan_link_used',
      detail:
        'Ce lien a déjà été utilisé. Pour votre sécurité, chaque lien ne sert qu’une fois : demandez-en un nouveau.',
    });

    // The control token acts on its plan only, for one hour; nobody acts without one.
    const other = await startPlan(ctx.app, campaign.id, {
      amount: 5,
      frequency: 'monthly',
      email: 'autre@example.test',
    });
    const onOther = await post(`/recurring/plans/${other.planId}/stop`, {
      control_token: session.control_token,
    });
    expect(onOther.statusCode).toBe(403);
    expect(onOther.json().code).toBe('plan_link_invalid');
    const anonymous = await post(`/recurring/plans/${plan.planId}/stop`, {});
    expect(anonymous.statusCode).toBe(401);
    const read = await post(`/recurring/plans/${plan.planId}`, {
      control_token: session.control_token,
    });
    expect(read.json().data.id).toBe(plan.planId);
    const notPaused = await post(`/recurring/plans/${plan.planId}/resume`, {
      control_token: session.control_token,
    });
    expect(notPaused.statusCode).toBe(409);
    expect(notPaused.json()).toEqual({
      code: 'plan_not_paused',
      detail: "Ce don régulier n'est pas suspendu.",
    });
    ctx.app.payments.now = () => new Date(Date.now() + 61 * 60 * 1000);
    const stale = await post(`/recurring/plans/${plan.planId}/pause`, {
      control_token: session.control_token,
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('plan_control_expired');
    setClock(ctx.app, today);
    const [row] = await ctx.db
      .select()
      .from(recurringPlans)
      .where(eq(recurringPlans.id, plan.planId));
    expect(row!.status).toBe('active');

    // A new link by email: the same answer for an address with no plan (nothing told).
    const asked = await post('/recurring/link/request', { email });
    expect(asked.statusCode).toBe(202);
    const unknown = await post('/recurring/link/request', { email: 'personne@example.test' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(asked.json());
    await ctx.drainJobs();
    const links = ctx.mail.outbox.filter(
      (m) => m.subject === 'Vos liens pour gérer vos dons réguliers',
    );
    expect(links.map((m) => m.to)).toEqual([email]);
    const fresh = await post('/recurring/link/open', {
      token: lastControlToken(ctx.mail.outbox, email),
    });
    expect(fresh.statusCode).toBe(200);
    // Stopping twice answers the stopped plan; a stopped plan cannot be changed.
    const control = fresh.json().data.control_token;
    for (let i = 0; i < 2; i += 1) {
      const stopped = await post(`/recurring/plans/${plan.planId}/stop`, {
        control_token: control,
      });
      expect(stopped.json().data).toMatchObject({ status: 'stopped', next_charge_on: null });
    }
    const change = await post(`/recurring/plans/${plan.planId}/amount`, {
      control_token: control,
      amount: 20,
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('plan_stopped');
  });

  it("gives the manager the association's plans and figures, and lets them stop one", async () => {
    const campaign = await createCampaign(ctx.db);
    const manager = await createUserWithToken(ctx, { role: 'association_manager' });
    await ctx.db
      .insert(userAssociations)
      .values({ userId: manager.id, associationId: campaign.associationId });
    const monthly = await startPlan(ctx.app, campaign.id, {
      amount: 10,
      frequency: 'monthly',
      email: 'm1@example.test',
    });
    await startPlan(ctx.app, campaign.id, {
      amount: 120,
      frequency: 'yearly',
      email: 'm2@example.test',
    });
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/recurring',
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(read.statusCode).toBe(200);
    const { stats, plans } = read.json().data;
    expect(stats).toMatchObject({ active_plans: 2, paused_plans: 0, monthly_total: 20 });
    expect(stats.months).toHaveLength(12);
    expect(stats.months.at(-1)).toEqual({
      month: today.slice(0, 7),
      new_plans: 2,
      stopped_plans: 0,
      collected: 130,
    });
    expect(plans).toHaveLength(2);
    // Without the donor's consent to be contacted, the manager sees no email.
    expect(plans[0].donor_email).toBeNull();

    const stranger = await createUserWithToken(ctx, { role: 'association_manager' });
    const refused = await post(`/dashboard/recurring/${monthly.planId}/stop`, {}, stranger.token);
    expect([403, 404]).toContain(refused.statusCode);
    const stopped = await post(
      `/dashboard/recurring/${monthly.planId}/stop`,
      { reason: 'Fin du programme' },
      manager.token,
    );
    expect(stopped.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/recurring',
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(after.json().data.stats).toMatchObject({ active_plans: 1, monthly_total: 10 });
    expect(after.json().data.stats.months.at(-1).stopped_plans).toBe(1);
    await ctx.drainJobs();
    expect(
      ctx.mail.outbox.some((m) => m.to === 'm1@example.test' && /Fin du programme/.test(m.text)),
    ).toBe(true);
  });
});
