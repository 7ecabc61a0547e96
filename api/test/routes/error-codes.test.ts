import { ERROR_CODES, type ErrorCode } from 'shared-contracts';
import { donationBody, withProof } from '../donations/helpers';
import { errorCodeOfAnswer } from '../helpers/error-body';
import { fakeImageBytes, multipartBody, pngBytes } from '../helpers/files';
import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Every refusal the API sends carries a code of shared-contracts' list, the one clients branch
 * on: a table of bad calls, one or more per code, each answer's code asserted (and its status
 * the code's own). The codes no call here can produce are named with where they are tested.
 */
const TESTED_ELSEWHERE: Partial<Record<ErrorCode, string>> = {
  payment_failed: 'donations/stripe-webhooks.test.ts (Stripe fails to open the session)',
  webhook_signature_invalid: 'donations/stripe-webhooks.test.ts (the Stripe provider only)',
  unavailable: 'health.test.ts (/ready while migrations are behind)',
  database_unavailable: 'readiness.test.ts (calls while PostgreSQL is stopped)',
  upload_quota_reached: 'routes/upload/private-documents.test.ts (a 1 MB quota)',
  already_refunded: 'routes/admin/donation-refunds.test.ts (a gift refunded twice)',
  refund_in_progress: 'routes/admin/donation-refunds.test.ts (10 refunds at once)',
  not_refundable: 'routes/admin/donation-refunds.test.ts (a gift never paid)',
  refund_period_over: 'routes/admin/donation-refunds.test.ts (a manager, 31 days later)',
  refund_failed: 'donations/stripe-support-refund.test.ts (paid through another provider)',
  challenge_failed: 'donations/card-testing-defence.test.ts (no, a wrong, expired or used proof)',
  request_refused: 'donations/card-testing-defence.test.ts (the hidden field filled)',
  too_many_attempts: 'donations/card-testing-defence.test.ts (per email, per card)',
  association_already_registered: 'routes/associations/association-sign-up.test.ts',
  manager_email_taken: 'routes/associations/association-sign-up.test.ts',
  plan_link_invalid: 'recurring/recurring-links.test.ts (forged links, a token for another plan)',
  plan_link_expired: 'recurring/recurring-links.test.ts (61 days later)',
  plan_link_used: 'recurring/recurring-links.test.ts (a link opened twice)',
  plan_control_expired: 'recurring/recurring-links.test.ts (an hour after opening)',
  plan_stopped: 'recurring/recurring-links.test.ts (a stopped plan changed)',
  plan_not_paused: 'recurring/recurring-links.test.ts (an active plan resumed)',
  news_daily_limit: 'campaign-news/campaign-news.test.ts (a second update the same day)',
  reminder_not_offered: 'campaign-news/campaign-news.test.ts (a continuous campaign)',
  reward_sold_out: 'rewards/reward-stock.test.ts (the last units under 50 checkouts at once)',
  unsubscribe_link_invalid: 'campaign-news/campaign-news.test.ts (a forged one-click link)',
  // Not reachable on purpose: a bug, or a race past the checks (a unique index's last word).
  server_error: 'never sent on purpose',
  conflict: "the database's safety net behind the named 409s",
};

describe('error codes', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let manager: TestUser;
  let donor: TestUser;
  let associationId: string;
  let pendingAssociationId: string;
  let fundedCampaignId: string;
  let draftOfPendingId: string;
  let completedCampaignId: string;

  beforeAll(async () => {
    // Two login attempts per address and email a minute: the third is rate_limited.
    ctx = await createTestContext({ authRateLimitMax: 2 });
    const association = await createAssociation(ctx);
    associationId = association.id;
    pendingAssociationId = (await createAssociation(ctx, { status: 'pending' })).id;
    fundedCampaignId = (
      await createCampaign(ctx, {
        associationId,
        targetAmountCents: 10_000,
        endDate: new Date(Date.now() + 10 * 86_400_000),
      })
    ).id;
    await createDonation(ctx, { campaignId: fundedCampaignId, amountCents: 2_500 });
    completedCampaignId = (await createCampaign(ctx, { associationId, status: 'completed' })).id;
    draftOfPendingId = (
      await createCampaign(ctx, { associationId: pendingAssociationId, status: 'draft' })
    ).id;
    admin = await createUser(ctx, { role: 'super_admin' });
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [pendingAssociationId],
    });
    donor = await createUser(ctx, { role: 'donor' });
  });
  afterAll(() => ctx.close());

  const multipart = (url: string, token: string, file: { name: string; bytes: Buffer }) => {
    const { boundary, payload } = multipartBody('file', file.name, 'image/png', file.bytes);
    return ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    });
  };

  const giftTo = async (campaignId: string) =>
    call(ctx.app, 'POST', '/api/donations', {
      body: await withProof(ctx.app, donationBody(campaignId)),
    });
  /** The super admin changing their own account. */
  const ownAccount = (body: Record<string, unknown>) =>
    call(ctx.app, 'PUT', `/api/admin/users/${admin.id}`, { token: admin.token, body });

  const rows: [ErrorCode, string, () => ReturnType<typeof call>][] = [
    [
      'bad_request',
      'a JSON body that does not parse',
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/associations',
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
          payload: '{"name": ',
        }),
    ],
    [
      'file_required',
      'an upload without its file',
      () => call(ctx.app, 'POST', '/api/upload/image', { token: admin.token, body: {} }),
    ],
    [
      'reset_token_invalid',
      'a reset link never issued',
      () =>
        call(ctx.app, 'POST', '/api/reset-password', {
          body: { token: 'jamais-emis', new_password: 'nouveau123' },
        }),
    ],
    ['unauthenticated', 'no session', () => call(ctx.app, 'GET', '/api/auth/me')],
    [
      'unauthenticated',
      'a forged session',
      () => call(ctx.app, 'GET', '/api/auth/me', { token: 'pas.un.jeton' }),
    ],
    [
      'login_failed',
      'a wrong password',
      () =>
        call(ctx.app, 'POST', '/api/auth/login', {
          body: { email: donor.email, password: 'mauvais-mot' },
        }),
    ],
    [
      'forbidden',
      "a donor on the admin's stats",
      () => call(ctx.app, 'GET', '/api/admin/stats', { token: donor.token }),
    ],
    ['not_found', 'an unknown campaign', () => call(ctx.app, 'GET', '/api/campaigns/inconnue')],
    ['not_found', 'an unknown route', () => call(ctx.app, 'GET', '/api/nulle-part')],
    [
      'email_taken',
      "another account's email",
      () =>
        call(ctx.app, 'POST', '/api/admin/users', {
          token: admin.token,
          body: { full_name: 'Double', email: donor.email },
        }),
    ],
    [
      'cannot_deactivate_self',
      'the super admin deactivating their own account',
      () => ownAccount({ is_active: false }),
    ],
    [
      'cannot_change_own_role',
      'the super admin changing their own role',
      () => ownAccount({ role: 'donor' }),
    ],
    ['campaign_closed', 'a gift to a completed campaign', () => giftTo(completedCampaignId)],
    [
      'campaign_has_donations',
      'deleting a campaign that received money',
      () =>
        call(ctx.app, 'DELETE', `/api/admin/campaigns/${fundedCampaignId}`, {
          token: admin.token,
        }),
    ],
    [
      'association_has_campaigns',
      'deleting an association whose campaign received money',
      () =>
        call(ctx.app, 'DELETE', `/api/admin/associations/${associationId}`, {
          token: admin.token,
        }),
    ],
    [
      'publish_needs_approval',
      "publishing a pending association's campaign",
      () =>
        call(ctx.app, 'PUT', `/api/dashboard/campaigns/${draftOfPendingId}`, {
          token: manager.token,
          body: { status: 'active' },
        }),
    ],
    [
      'payload_too_large',
      'a JSON body over the limit',
      () =>
        call(ctx.app, 'POST', '/api/admin/associations', {
          token: admin.token,
          body: { name: 'Grosse', contact_email: 'g@x.fr', description: 'x'.repeat(1_100_000) },
        }),
    ],
    [
      'payload_too_large',
      'an image over 10 MB',
      () =>
        multipart('/api/upload/image', admin.token, {
          name: 'big.png',
          bytes: Buffer.concat([pngBytes(), Buffer.alloc(10 * 1024 * 1024 + 1)]),
        }),
    ],
    [
      'unsupported_media_type',
      'a script named .png',
      () => multipart('/api/upload/image', admin.token, { name: 'x.png', bytes: fakeImageBytes() }),
    ],
    [
      'validation_failed',
      'an association without its name',
      () => call(ctx.app, 'POST', '/api/admin/associations', { token: admin.token, body: {} }),
    ],
    [
      'terms_frozen',
      'changing the goal of a campaign that received money',
      () =>
        call(ctx.app, 'PUT', `/api/admin/campaigns/${fundedCampaignId}`, {
          token: admin.token,
          body: { target_amount: 500 },
        }),
    ],
  ];

  it.each(rows.map(([code, name, send]) => [`${code}: ${name}`, code, send] as const))(
    '%s',
    async (_name, code, send) => {
      expect(errorCodeOfAnswer(await send())).toBe(code);
    },
  );

  it('rate_limited: the third login attempt of the minute', async () => {
    const attempt = () =>
      call(ctx.app, 'POST', '/api/auth/login', {
        body: { email: 'limite@exemple.fr', password: 'mauvais-mot' },
      });
    expect(errorCodeOfAnswer(await attempt())).toBe('login_failed');
    expect(errorCodeOfAnswer(await attempt())).toBe('login_failed');
    expect(errorCodeOfAnswer(await attempt())).toBe('rate_limited');
  });

  it('tells 409s apart, on one route and across routes', async () => {
    const deactivate = await ownAccount({ is_active: false });
    const demote = await ownAccount({ role: 'donor' });
    expect([deactivate.statusCode, demote.statusCode]).toEqual([409, 409]);
    expect([deactivate, demote].map(errorCodeOfAnswer)).toEqual([
      'cannot_deactivate_self',
      'cannot_change_own_role',
    ]);

    const closed = await giftTo(completedCampaignId);
    const deleteFunded = await call(ctx.app, 'DELETE', `/api/admin/campaigns/${fundedCampaignId}`, {
      token: admin.token,
    });
    const publish = await call(ctx.app, 'PUT', `/api/admin/campaigns/${draftOfPendingId}`, {
      token: admin.token,
      body: { status: 'active' },
    });
    expect([closed.statusCode, deleteFunded.statusCode, publish.statusCode]).toEqual([
      409, 409, 409,
    ]);
    expect([closed, deleteFunded, publish].map(errorCodeOfAnswer)).toEqual([
      'campaign_closed',
      'campaign_has_donations',
      'publish_needs_approval',
    ]);
  });

  it('covers every code of the list, here or in the test named for it', () => {
    const here = new Set(rows.map(([code]) => code).concat('rate_limited'));
    const untested = ERROR_CODES.filter((code) => !here.has(code) && !TESTED_ELSEWHERE[code]);
    expect(untested).toEqual([]);
  });
});
