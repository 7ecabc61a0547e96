// The goal-or-continuous rule's row form and SQL twin (services/catalogue/campaign-funding.ts)
// agree on every combination of target and end date, read by PostgreSQL itself.
import { inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { campaigns } from '../../src/db/schema';
import {
  continuousCampaignCondition,
  goalCampaignCondition,
  isGoalCampaignRow,
} from '../../src/services/catalogue/campaign-funding';
import { rowsOf } from '../../src/lib/sql-rows';
import {
  createCampaign,
  createDonationContext,
  type DonationTestContext,
} from '../donations/helpers';

jest.setTimeout(60_000);

describe('goal or continuous campaign: the row rule and its SQL twin', () => {
  let ctx: DonationTestContext;
  beforeAll(async () => {
    ctx = await createDonationContext();
  });
  afterAll(() => ctx.close());

  it('tell the same campaigns apart, on the table and on an alias of it', async () => {
    const endDate = new Date(Date.now() + 86_400_000);
    const cases = [
      { targetCents: 100_000, endDate, goal: true },
      { targetCents: 1, endDate, goal: true },
      { targetCents: 100_000, endDate: null, goal: false },
      { targetCents: null, endDate, goal: false },
      { targetCents: null, endDate: null, goal: false },
      { targetCents: 0, endDate, goal: false },
    ];
    const created = [];
    for (const terms of cases) created.push({ ...terms, ...(await createCampaign(ctx.db, terms)) });
    const ids = created.map((campaign) => campaign.id);

    const rows = await ctx.db
      .select({
        id: campaigns.id,
        targetAmountCents: campaigns.targetAmountCents,
        endDate: campaigns.endDate,
        goal: goalCampaignCondition(),
        continuous: continuousCampaignCondition(),
      })
      .from(campaigns)
      .where(inArray(campaigns.id, ids));
    const c = alias(campaigns, 'c');
    const aliased = rowsOf<{ id: string; goal: boolean }>(
      await ctx.db.execute(
        sql`select c.id, ${goalCampaignCondition(c)} as goal from ${campaigns} c where c.id = any(${sql.param(ids)}::uuid[])`,
      ),
    );

    for (const campaign of created) {
      const row = rows.find((candidate) => candidate.id === campaign.id)!;
      expect({ terms: [campaign.targetCents, campaign.endDate], goal: row.goal }).toEqual({
        terms: [campaign.targetCents, campaign.endDate],
        goal: campaign.goal,
      });
      expect(row.continuous).toBe(!campaign.goal);
      expect(isGoalCampaignRow(row)).toBe(campaign.goal);
      expect(aliased.find((candidate) => candidate.id === campaign.id)?.goal).toBe(campaign.goal);
    }
  });
});
