import { sql } from 'drizzle-orm';
import { campaignReminders, campaignUpdates } from '../../src/db/schema/campaign-news';
import { rowsOf } from '../../src/lib/sql-rows';
import type { MailMessage } from '../../src/services/mail/mail-service';
import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

const HOUR = 60 * 60 * 1000;

/** The path (under the app) of an email's List-Unsubscribe URL. */
function oneClickPath(message: MailMessage): string {
  const header = message.headers?.['List-Unsubscribe'] ?? '';
  const url = /^<(.+)>$/.exec(header)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header: ${header}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

const to = (outbox: MailMessage[]) => outbox.map((message) => message.to).sort();

describe('Actualités and reminders (issue 30, items 4 and 5)', () => {
  let ctx: TestContext;
  let manager: TestUser;
  let otherManager: TestUser;
  let donor: TestUser;
  let associationId: string;

  beforeAll(async () => {
    ctx = await createTestContext({ reminderRateLimitMax: 7 });
    const association = await createAssociation(ctx, { name: 'Les Jardins Partagés' });
    associationId = association.id;
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [association.id],
    });
    const other = await createAssociation(ctx);
    otherManager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [other.id],
    });
    donor = await createUser(ctx);
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    ctx.mail.outbox.length = 0;
  });

  describe('an update to the backers', () => {
    let campaignId: string;
    let slug: string;

    beforeAll(async () => {
      const campaign = await createCampaign(ctx, { associationId, title: 'Un jardin pour tous' });
      campaignId = campaign.id;
      slug = campaign.slug;
      const give = (email: string, contactConsent: boolean, values = {}) =>
        createDonation(ctx, { campaignId, donorEmail: email, contactConsent, ...values });
      // Consenting, twice (one email, not two), with the address written differently.
      await give('alice@exemple.fr', true, { paidAt: new Date(Date.now() - 3 * HOUR) });
      await give('Alice@Exemple.fr', true);
      await give('denis@exemple.fr', true);
      // Not consenting; consenting but never paid; consented once, then gave again without.
      await give('bruno@exemple.fr', false);
      await give('chloe@exemple.fr', true, { paymentStatus: 'pending' });
      await give('emma@exemple.fr', true, { paidAt: new Date(Date.now() - 5 * HOUR) });
      await give('emma@exemple.fr', false);
    });

    it('shows the manager how many backers will receive it, and refuses other managers', async () => {
      const audience = await call(
        ctx.app,
        'GET',
        `/api/dashboard/campaigns/${campaignId}/news/audience`,
        {
          token: manager.token,
        },
      );
      expect(audience.statusCode).toBe(200);
      expect(audience.json().data).toEqual({ recipients: 2, sent_today: 0, daily_limit: 1 });

      const body = { title: 'Intrus', body_html: '<p>Non</p>' };
      const foreign = await call(ctx.app, 'POST', `/api/dashboard/campaigns/${campaignId}/news`, {
        token: otherManager.token,
        body,
      });
      expect(foreign.statusCode).toBe(404);
      const asDonor = await call(ctx.app, 'POST', `/api/dashboard/campaigns/${campaignId}/news`, {
        token: donor.token,
        body,
      });
      expect(asDonor.statusCode).toBe(403);
      const guest = await call(ctx.app, 'POST', `/api/dashboard/campaigns/${campaignId}/news`, {
        body,
      });
      expect(guest.statusCode).toBe(401);
    });

    it('is sent only to consenting backers, each once, with a one-click unsubscribe; the next one honours it', async () => {
      const posted = await call(ctx.app, 'POST', `/api/dashboard/campaigns/${campaignId}/news`, {
        token: manager.token,
        body: {
          title: 'Les premières graines',
          body_html: '<p>Nous avons <strong>semé</strong>.</p><script>alert(1)</script>',
        },
      });
      expect(posted.statusCode).toBe(201);
      expect(posted.json().data).toMatchObject({
        title: 'Les premières graines',
        recipient_count: 2,
      });
      expect(posted.json().data.body_html).not.toContain('script');

      await ctx.drainJobs();
      expect(to(ctx.mail.outbox)).toEqual(['alice@exemple.fr', 'denis@exemple.fr']);
      const alice = ctx.mail.outbox.find((message) => message.to === 'alice@exemple.fr')!;
      expect(alice.subject).toBe('Un jardin pour tous : Les premières graines');
      expect(alice.html).toContain('<strong>semé</strong>');
      expect(alice.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(alice.headers?.['List-Unsubscribe']).toMatch(
        /^<http:\/\/localhost:3000\/api\/unsubscribe\?t=[^>]+>$/,
      );
      expect(alice.html).toContain('http://localhost:3000/desabonnement?t=');
      expect(alice.text).toContain('Se désabonner en un clic');

      // The campaign page shows it.
      const page = await call(ctx.app, 'GET', `/api/campaigns/${slug}/news`);
      expect(page.json().data).toEqual([
        expect.objectContaining({ title: 'Les premières graines' }),
      ]);

      // The same day, a second one is refused, in French.
      const again = await call(ctx.app, 'POST', `/api/dashboard/campaigns/${campaignId}/news`, {
        token: manager.token,
        body: { title: 'Encore', body_html: '<p>Déjà ?</p>' },
      });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: 'news_daily_limit' });
      expect(again.json().detail).toContain('demain');

      // Alice's mail client posts the one-click unsubscribe: no session, no cookie.
      const forged = await call(ctx.app, 'POST', '/api/unsubscribe?t=abc.def', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toMatchObject({ code: 'unsubscribe_link_invalid' });
      const oneClick = await call(ctx.app, 'POST', oneClickPath(alice), {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.json().data).toEqual({ association_name: 'Les Jardins Partagés' });
      // Twice is harmless.
      const twice = await call(ctx.app, 'POST', oneClickPath(alice), {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(twice.statusCode).toBe(200);

      // The next day (the first update moved back a day), the next update skips Alice.
      await ctx.db.execute(
        sql`update ${campaignUpdates} set created_at = created_at - interval '1 day'`,
      );
      ctx.mail.outbox.length = 0;
      const audience = await call(
        ctx.app,
        'GET',
        `/api/dashboard/campaigns/${campaignId}/news/audience`,
        {
          token: manager.token,
        },
      );
      expect(audience.json().data.recipients).toBe(1);
      const next = await call(ctx.app, 'POST', `/api/dashboard/campaigns/${campaignId}/news`, {
        token: manager.token,
        body: { title: 'La récolte', body_html: '<p>Des tomates !</p>' },
      });
      expect(next.statusCode).toBe(201);
      await ctx.drainJobs();
      expect(to(ctx.mail.outbox)).toEqual(['denis@exemple.fr']);

      // Newest first on the page.
      const titles = (await call(ctx.app, 'GET', `/api/campaigns/${slug}/news`))
        .json()
        .data.map((news: { title: string }) => news.title);
      expect(titles).toEqual(['La récolte', 'Les premières graines']);
    });

    it('the confirmation page unsubscribes with the visible link’s token (JSON, no session)', async () => {
      const campaign = await createCampaign(ctx, { associationId });
      await createDonation(ctx, {
        campaignId: campaign.id,
        donorEmail: 'felix@exemple.fr',
        contactConsent: true,
      });
      await call(ctx.app, 'POST', `/api/dashboard/campaigns/${campaign.id}/news`, {
        token: manager.token,
        body: { title: 'Bonjour', body_html: '<p>Merci</p>' },
      });
      await ctx.drainJobs();
      const felix = ctx.mail.outbox.find((message) => message.to === 'felix@exemple.fr')!;
      const token = new URL(
        /href="([^"]*desabonnement[^"]*)"/.exec(felix.html!)![1]!.replace(/&amp;/g, '&'),
      ).searchParams.get('t')!;
      const confirmed = await call(ctx.app, 'POST', '/api/unsubscribe', { body: { token } });
      expect(confirmed.statusCode).toBe(200);
      const audience = await call(
        ctx.app,
        'GET',
        `/api/dashboard/campaigns/${campaign.id}/news/audience`,
        {
          token: manager.token,
        },
      );
      expect(audience.json().data.recipients).toBe(0);
    });
  });

  it('the super admin removes an update (moderation): no longer shown, audited; managers may not', async () => {
    const admin = await createUser(ctx, { role: 'super_admin' });
    const campaign = await createCampaign(ctx, { associationId });
    const posted = await call(ctx.app, 'POST', `/api/dashboard/campaigns/${campaign.id}/news`, {
      token: manager.token,
      body: { title: 'À retirer', body_html: '<p>Oups</p>' },
    });
    const id = posted.json().data.id as string;
    const byManager = await call(ctx.app, 'DELETE', `/api/admin/news/${id}`, {
      token: manager.token,
    });
    expect(byManager.statusCode).toBe(403);
    const listed = await call(ctx.app, 'GET', `/api/admin/campaigns/${campaign.id}/news`, {
      token: admin.token,
    });
    expect(listed.json().data).toEqual([expect.objectContaining({ id, title: 'À retirer' })]);
    const removed = await call(ctx.app, 'DELETE', `/api/admin/news/${id}`, { token: admin.token });
    expect(removed.statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'GET', `/api/campaigns/${campaign.slug}/news`)).json().data,
    ).toEqual([]);
    const again = await call(ctx.app, 'DELETE', `/api/admin/news/${id}`, { token: admin.token });
    expect(again.statusCode).toBe(404);
    const audit = await ctx.db.execute(sql`select action from audit_log where entity_id = ${id}`);
    expect(rowsOf<{ action: string }>(audit)).toEqual([{ action: 'campaign_update.remove' }]);
  });

  describe('Me le rappeler', () => {
    /** Moves the campaign's end to `hoursLeft` from now and runs its waiting reminder jobs now. */
    async function runRemindersOf(campaignId: string, hoursLeft: number) {
      await ctx.db.execute(
        sql`update campaigns set end_date = now() + make_interval(hours => ${hoursLeft}) where id = ${campaignId}`,
      );
      await ctx.db.execute(sql`select graphile_worker.reschedule_jobs(
        array(select j.id from graphile_worker.jobs j where j.key in (
          select 'campaign-reminder:' || r.id from campaign_reminders r where r.campaign_id = ${campaignId})),
        run_at => now())`);
      await ctx.drainJobs();
    }

    const ask = (slug: string, email: string, consent = true) =>
      call(ctx.app, 'POST', `/api/campaigns/${slug}/reminders`, { body: { email, consent } });

    async function reminderOf(campaignId: string) {
      const rows = await ctx.db.execute(
        sql`select email, sent_at, skipped_reason from ${campaignReminders} where campaign_id = ${campaignId}`,
      );
      return rowsOf<{ email: string; sent_at: string | null; skipped_reason: string | null }>(rows);
    }

    it('is sent once, 48 h before the end, through the queue, with the unsubscribe', async () => {
      const campaign = await createCampaign(ctx, {
        associationId,
        title: 'Le four à pain',
        endDate: new Date(Date.now() + 72 * HOUR),
      });
      const refused = await ask(campaign.slug, 'gaspard@exemple.fr', false);
      expect(refused.statusCode).toBe(422);
      expect(JSON.stringify(refused.json())).toContain('Cochez la case');
      expect((await ask(campaign.slug, 'Gaspard@Exemple.fr')).statusCode).toBe(202);
      expect((await ask(campaign.slug, 'gaspard@exemple.fr')).statusCode).toBe(202);

      // Scheduled (durable: a job of the queue) for 48 h before the end, not sent yet.
      const jobs = rowsOf<{ hours: number }>(
        await ctx.db.execute(sql`select extract(epoch from run_at - now()) / 3600 as hours
          from graphile_worker.jobs where task_identifier = 'campaign-reminder'
          and key in (select 'campaign-reminder:' || id from campaign_reminders where campaign_id = ${campaign.id})`),
      );
      expect(jobs).toHaveLength(1);
      expect(Number(jobs[0]!.hours)).toBeGreaterThan(23.9);
      expect(Number(jobs[0]!.hours)).toBeLessThan(24.1);
      await ctx.drainJobs();
      expect(ctx.mail.outbox).toHaveLength(0);

      await runRemindersOf(campaign.id, 47);
      expect(to(ctx.mail.outbox)).toEqual(['gaspard@exemple.fr']);
      const reminder = ctx.mail.outbox[0]!;
      expect(reminder.subject).toBe('Plus que 48 heures pour soutenir « Le four à pain »');
      expect(reminder.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(reminder.html).toContain('/desabonnement?t=');

      // Once: the job run again sends nothing more.
      await ctx.db.execute(sql`select graphile_worker.add_job('campaign-reminder',
        json_build_object('reminderId', (select id from campaign_reminders where campaign_id = ${campaign.id})))`);
      await ctx.drainJobs();
      expect(ctx.mail.outbox).toHaveLength(1);
      expect((await reminderOf(campaign.id))[0]).toMatchObject({ skipped_reason: null });
      expect((await reminderOf(campaign.id))[0]!.sent_at).not.toBeNull();
    });

    it('is not sent to a donor who gave since asking, nor when the campaign is funded', async () => {
      const first = await createCampaign(ctx, {
        associationId,
        endDate: new Date(Date.now() + 72 * HOUR),
      });
      expect((await ask(first.slug, 'hugo@exemple.fr')).statusCode).toBe(202);
      expect((await ask(first.slug, 'iris@exemple.fr')).statusCode).toBe(202);
      await createDonation(ctx, {
        campaignId: first.id,
        donorEmail: 'Hugo@exemple.fr',
        amountCents: 1_000,
      });

      const funded = await createCampaign(ctx, {
        associationId,
        targetAmountCents: 50_000,
        endDate: new Date(Date.now() + 72 * HOUR),
      });
      expect((await ask(funded.slug, 'jules@exemple.fr')).statusCode).toBe(202);
      await createDonation(ctx, { campaignId: funded.id, amountCents: 50_000 });

      await runRemindersOf(first.id, 47);
      await runRemindersOf(funded.id, 47);
      expect(to(ctx.mail.outbox)).toEqual(['iris@exemple.fr']);
      expect(await reminderOf(first.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ email: 'hugo@exemple.fr', skipped_reason: 'gave' }),
        ]),
      );
      expect(await reminderOf(funded.id)).toEqual([
        expect.objectContaining({
          email: 'jules@exemple.fr',
          skipped_reason: 'funded',
          sent_at: null,
        }),
      ]);
    });

    it('is offered on open goal campaigns only, and limited per address', async () => {
      const continuous = await createCampaign(ctx, {
        associationId,
        targetAmountCents: 0,
        endDate: null,
      });
      const answer = await ask(continuous.slug, 'kim@exemple.fr');
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'reminder_not_offered' });
      // 7 a minute in this test (REMINDER_RATE_LIMIT_MAX): the 8th from this address waits.
      const limited = await ask(continuous.slug, 'kim@exemple.fr');
      expect(limited.statusCode).toBe(429);
    });
  });
});
