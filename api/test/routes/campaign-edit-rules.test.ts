import { MONEY_RULE_MESSAGES } from 'shared-contracts';
import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

const DAY = 86_400_000;
const ALL_STATUSES = ['draft', 'active', 'completed'];

/**
 * Issue 27: the edit screens read what may change from the server, computed by the rule its
 * save applies (campaign-terms.ts), so the admin's and the manager's screens lock the same terms
 * and lock exactly what a save would refuse.
 */
describe('the edit rules served with the campaign read of the admin and the manager', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let manager: TestUser;
  let association: Awaited<ReturnType<typeof createAssociation>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createUser(ctx, { role: 'super_admin' });
    association = await createAssociation(ctx);
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [association.id],
    });
  });
  afterAll(() => ctx.close());

  const read = async (id: string) => {
    const asAdmin = await call(ctx.app, 'GET', `/api/admin/campaigns/${id}`, {
      token: admin.token,
    });
    const asManager = await call(ctx.app, 'GET', `/api/dashboard/campaigns/${id}`, {
      token: manager.token,
    });
    expect([asAdmin.statusCode, asManager.statusCode]).toEqual([200, 200]);
    return { admin: asAdmin.json().data, manager: asManager.json().data };
  };

  it('lets everything change while nothing was given', async () => {
    const campaign = await createCampaign(ctx, { associationId: association.id });
    const rules = await read(campaign.id);
    const open = { locked_fields: [], earliest_end_date: null, allowed_statuses: ALL_STATUSES };
    expect(rules.admin.edit_rules).toEqual(open);
    expect(rules.manager.edit_rules).toEqual(open);
  });

  it('after a full refund, both reads lock the target as the save does; the end date moves only later, by the super admin', async () => {
    const endDate = new Date(Date.now() + 10 * DAY);
    const campaign = await createCampaign(ctx, {
      associationId: association.id,
      targetAmountCents: 10_000,
      endDate,
    });
    // Given, then refunded in full: the totals read 0, the terms stay those donors gave under.
    await createDonation(ctx, {
      campaignId: campaign.id,
      amountCents: 2_500,
      paymentStatus: 'refunded',
    });
    const { admin: asAdmin, manager: asManager } = await read(campaign.id);
    expect(asManager).toMatchObject({ raised_amount: 0, total_backers: 0 });

    const targetFrozen = { field: 'target_amount', reason: MONEY_RULE_MESSAGES.targetFrozen };
    const associationFrozen = {
      field: 'association_id',
      reason: MONEY_RULE_MESSAGES.associationFrozen,
    };
    // The same rules for both, but the end date: only the super admin may push it back (the
    // spec's money rules), the manager sees it locked.
    expect(asManager.edit_rules).toEqual({
      locked_fields: [
        targetFrozen,
        { field: 'end_date', reason: MONEY_RULE_MESSAGES.endDateFrozen },
        associationFrozen,
      ],
      earliest_end_date: null,
      allowed_statuses: ALL_STATUSES,
    });
    expect(asAdmin.edit_rules).toEqual({
      locked_fields: [targetFrozen, associationFrozen],
      earliest_end_date: {
        date: endDate.toISOString(),
        reason: MONEY_RULE_MESSAGES.endDateOnlyLater,
      },
      allowed_statuses: ALL_STATUSES,
    });

    // What the rules lock, the save refuses with the same reason.
    for (const [path, token] of [
      [`/api/admin/campaigns/${campaign.id}`, admin.token],
      [`/api/dashboard/campaigns/${campaign.id}`, manager.token],
    ] as const) {
      const save = await call(ctx.app, 'PUT', path, { token, body: { target_amount: 50 } });
      expect(save.statusCode).toBe(422);
      expect(save.json().detail).toEqual([
        { path: 'target_amount', message: MONEY_RULE_MESSAGES.targetFrozen },
      ]);
    }
    const earlier = await call(ctx.app, 'PUT', `/api/admin/campaigns/${campaign.id}`, {
      token: admin.token,
      body: { end_date: new Date(endDate.getTime() - DAY).toISOString() },
    });
    expect(earlier.json().detail).toEqual([
      { path: 'end_date', message: asAdmin.edit_rules.earliest_end_date.reason },
    ]);
  });

  it('offers a completed campaign no other status, and a pending association no publishing', async () => {
    const completed = await createCampaign(ctx, {
      associationId: association.id,
      status: 'completed',
    });
    expect((await read(completed.id)).manager.edit_rules).toMatchObject({
      locked_fields: [{ field: 'status', reason: MONEY_RULE_MESSAGES.completedIsFinal }],
      allowed_statuses: ['completed'],
    });

    const pending = await createAssociation(ctx, { status: 'pending' });
    const draft = await createCampaign(ctx, { associationId: pending.id, status: 'draft' });
    const asAdmin = await call(ctx.app, 'GET', `/api/admin/campaigns/${draft.id}`, {
      token: admin.token,
    });
    expect(asAdmin.json().data.edit_rules.allowed_statuses).toEqual(['draft']);
    // The save says the same, with the publishing rule's one answer.
    const publish = await call(ctx.app, 'PUT', `/api/admin/campaigns/${draft.id}`, {
      token: admin.token,
      body: { status: 'active' },
    });
    expect(publish.statusCode).toBe(409);
  });
});
