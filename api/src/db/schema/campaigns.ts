import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { CampaignStatus } from 'shared-contracts';
import { associations } from './associations';
import { cents, createdAt, idColumn, instant, requiredRef, updatedAt } from './columns';

export const campaigns = pgTable(
  'campaigns',
  {
    id: idColumn(),
    /** Set once from the title and never changed, so shared links stay valid. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Rich text, sanitised on write. */
    story: text('story'),
    imageUrl: text('image_url'),
    /** Null means continuous funding. */
    targetAmountCents: cents('target_amount_cents'),
    // What it received lives in campaign_total_shards (campaign-totals.ts), not here.
    /** Null means ongoing. */
    endDate: instant('end_date'),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    associationId: requiredRef('association_id', () => associations.id, 'restrict'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('campaigns_status_check', sql`${table.status} in ('draft', 'active', 'completed')`),
    check(
      'campaigns_target_check',
      sql`${table.targetAmountCents} is null or ${table.targetAmountCents} >= 0`,
    ),
    index('campaigns_association_idx').on(table.associationId),
    index('campaigns_status_created_idx').on(table.status, table.createdAt),
  ],
);

export const rewards = pgTable(
  'rewards',
  {
    id: idColumn(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'cascade'),
    /** Minimum donation that qualifies, in cents. */
    amountCents: cents('amount_cents').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** What the reward is worth, in cents: the receipt rule compares it with the gift. */
    valueCents: cents('value_cents').notNull().default(0),
    /**
     * The manager stated the reward has no market value (a thank-you, a mention): the only case
     * where value_cents may be 0 on a reward saved since the value became required.
     */
    noMarketValue: boolean('no_market_value').notNull().default(false),
    includesPrevious: boolean('includes_previous').notNull().default(true),
    /** How many exist (issue 30): null means no limit. */
    quantity: integer('quantity'),
    /**
     * The units neither sold nor held by an open checkout (null without a quantity). Taken by a
     * conditional update (remaining > 0) when a checkout opens, given back when it expires or is
     * declined (services/rewards/reward-stock.ts): never below 0, so never sold twice.
     */
    remaining: integer('remaining'),
    /** The reward is posted: the dialog asks for a postal address, the manager marks it sent. */
    needsShipping: boolean('needs_shipping').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('rewards_amount_check', sql`${table.amountCents} >= 100`),
    check('rewards_value_check', sql`${table.valueCents} >= 0`),
    check(
      'rewards_no_market_value_check',
      sql`not ${table.noMarketValue} or ${table.valueCents} = 0`,
    ),
    check(
      'rewards_stock_check',
      sql`(${table.quantity} is null and ${table.remaining} is null) or (${table.quantity} >= 0 and ${table.remaining} >= 0 and ${table.remaining} <= ${table.quantity})`,
    ),
    index('rewards_campaign_idx').on(table.campaignId),
  ],
);
