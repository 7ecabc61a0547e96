import { endOfDayIso, toDateInputValue } from 'shared-contracts';
import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

const DAY = 86_400_000;

/** What the campaign forms send for an untouched end date: 23:59:59 in Paris that Paris day. */
function endOfParisDay(instant: Date): Date {
  return new Date(endOfDayIso(toDateInputValue(instant))!);
}

/** Issue 8, items 1 and 14: the terms donors gave under cannot be bent afterwards. */
describe('campaign terms freeze at the first paid donation', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let manager: TestUser;
  let association: Awaited<ReturnType<typeof createAssociation>>;
  let other: Awaited<ReturnType<typeof createAssociation>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createUser(ctx, { role: 'super_admin' });
    association = await createAssociation(ctx);
    other = await createAssociation(ctx);
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [association.id],
    });
  });
  afterAll(() => ctx.close());

  async function fundedGoalCampaign() {
    const endDate = new Date(Date.now() + 10 * DAY);
    const campaign = await createCampaign(ctx, {
      associationId: association.id,
      targetAmountCents: 10_000,
      endDate,
    });
    await createDonation(ctx, { campaignId: campaign.id, amountCents: 2_500 });
    return { ...campaign, endDate };
  }

  const adminPut = (id: string, body: Record<string, unknown>) =>
    call(ctx.app, 'PUT', `/api/admin/campaigns/${id}`, { token: admin.token, body });
  const managerPut = (id: string, body: Record<string, unknown>) =>
    call(ctx.app, 'PUT', `/api/dashboard/campaigns/${id}`, { token: manager.token, body });
  const fieldOf = (response: { json(): { detail: { path: string }[] } }) =>
    response.json().detail.map((error) => error.path);

  it('refuses to change the target or the funding mode, by the admin or the manager, with a 422 naming the field', async () => {
    const campaign = await fundedGoalCampaign();
    for (const target of [50, 0, null, 200]) {
      for (const put of [adminPut, managerPut]) {
        const response = await put(campaign.id, { target_amount: target });
        expect(response.statusCode).toBe(422);
        expect(response.json().detail).toEqual([
          {
            path: 'target_amount',
            message:
              "L'objectif ne peut plus être modifié : la campagne a déjà reçu des dons (le mode de financement est figé).",
          },
        ]);
      }
    }
    // Sending the same target again (a form saved as is) is not a change.
    expect(
      (await managerPut(campaign.id, { target_amount: 100, title: 'Nouveau titre' })).statusCode,
    ).toBe(200);
    const read = await call(ctx.app, 'GET', `/api/admin/campaigns/${campaign.id}`, {
      token: admin.token,
    });
    expect(read.json().data).toMatchObject({ target_amount: 100, title: 'Nouveau titre' });
  });

  it('lets only the super admin extend the end date; nobody shortens or removes it', async () => {
    const campaign = await fundedGoalCampaign();
    const later = new Date(campaign.endDate.getTime() + 5 * DAY).toISOString();
    const earlier = new Date(campaign.endDate.getTime() - 5 * DAY).toISOString();

    // The form sends the date back on every save (the end of the same day): not a change.
    for (const endDate of [campaign.endDate, endOfParisDay(campaign.endDate)]) {
      const unchanged = await managerPut(campaign.id, {
        end_date: endDate.toISOString(),
        target_amount: 100,
        title: 'Enregistré tel quel',
      });
      expect(unchanged.statusCode).toBe(200);
      expect(unchanged.json().data.end_date).toBe(campaign.endDate.toISOString());
    }

    const byManager = await managerPut(campaign.id, { end_date: later });
    expect(byManager.statusCode).toBe(422);
    expect(fieldOf(byManager)).toEqual(['end_date']);
    expect(byManager.json().detail[0].message).toContain('Seul le super administrateur');

    for (const endDate of [earlier, null]) {
      const refused = await adminPut(campaign.id, { end_date: endDate });
      expect(refused.statusCode).toBe(422);
      expect(fieldOf(refused)).toEqual(['end_date']);
    }
    const extended = await adminPut(campaign.id, { end_date: later });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data.end_date).toBe(later);
  });

  it('never moves a funded campaign to another association', async () => {
    const campaign = await fundedGoalCampaign();
    const moved = await adminPut(campaign.id, { association_id: other.id });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().detail).toEqual([
      {
        path: 'association_id',
        message:
          'La campagne a déjà reçu des dons : elle ne peut pas être rattachée à une autre association.',
      },
    ]);
  });

  it('never reopens a completed campaign', async () => {
    const campaign = await createCampaign(ctx, {
      associationId: association.id,
      status: 'completed',
      targetAmountCents: 10_000,
      endDate: new Date(Date.now() - DAY),
    });
    for (const put of [adminPut, managerPut]) {
      for (const status of ['active', 'draft']) {
        const response = await put(campaign.id, { status });
        expect(response.statusCode).toBe(422);
        expect(response.json().detail).toEqual([
          { path: 'status', message: 'Une campagne terminée ne peut pas être rouverte.' },
        ]);
      }
    }
  });

  it('keeps every field editable before the first paid donation', async () => {
    const campaign = await createCampaign(ctx, {
      associationId: association.id,
      targetAmountCents: 10_000,
      endDate: new Date(Date.now() + 10 * DAY),
    });
    await createDonation(ctx, { campaignId: campaign.id, paymentStatus: 'pending' });
    const response = await managerPut(campaign.id, { target_amount: 80, end_date: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ target_amount: 80, end_date: null });
  });

  it('does not delete a campaign that received money', async () => {
    const campaign = await fundedGoalCampaign();
    const response = await call(ctx.app, 'DELETE', `/api/dashboard/campaigns/${campaign.id}`, {
      token: manager.token,
    });
    expect(response.statusCode).toBe(409);
  });

  it('item 14: the admin cannot publish a campaign of an association that is not approved', async () => {
    const pending = await createAssociation(ctx, { status: 'pending' });
    const campaign = await createCampaign(ctx, { associationId: pending.id, status: 'draft' });
    for (const status of ['active', 'completed']) {
      const response = await adminPut(campaign.id, { status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: "L'association doit être approuvée pour publier une campagne",
        code: 'publish_needs_approval',
      });
    }
    expect((await adminPut(campaign.id, { title: 'Toujours brouillon' })).statusCode).toBe(200);
  });
});
