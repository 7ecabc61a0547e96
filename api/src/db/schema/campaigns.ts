import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CampaignStatus } from 'shared-contracts';
import { associations } from './associations';

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set once from the title and never changed, so shared links stay valid. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Rich text, sanitised on write. */
    story: text('story'),
    imageUrl: text('image_url'),
    /** Null means continuous funding. */
    targetAmountCents: bigint('target_amount_cents', { mode: 'number' }),
    // What it received lives in campaign_total_shards (campaign-totals.ts), not here.
    /** Null means ongoing. */
    endDate: timestamp('end_date', { withTimezone: true }),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    associationId: uuid('association_id')
      .notNull()
      .references(() => associations.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Minimum donation that qualifies, in cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** What the reward is worth, in cents: the receipt rule compares it with the gift. */
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The manager stated the reward has no market value (a thank-you, a mention): the only case
     * where value_cents may be 0 on a reward saved since the value became required.
     */
    noMarketValue: boolean('no_market_value').notNull().default(false),
    includesPrevious: boolean('includes_previous').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('rewards_amount_check', sql`${table.amountCents} >= 100`),
    check('rewards_value_check', sql`${table.valueCents} >= 0`),
    check(
      'rewards_no_market_value_check',
      sql`not ${table.noMarketValue} or ${table.valueCents} = 0`,
    ),
    index('rewards_campaign_idx').on(table.campaignId),
  ],
);
