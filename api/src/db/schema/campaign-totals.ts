import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { cents, requiredRef } from './columns';

/**
 * What each campaign received, kept as a few counter rows ("shards") per campaign: a paid
 * donation adds its amount and one backer to ONE shard, chosen by the database connection
 * (CAMPAIGN_TOTAL_SHARDS of them), so payments to the same campaign (a viral one) do not
 * queue on one row lock until each commit. The totals are the sums of a campaign's shards,
 * exact to the cent and visible with the payment's commit (campaignRaisedCents and friends
 * below); an association's total is the sum of its campaigns'. A refund subtracts from a
 * shard too, so one shard may go below zero: only the sums mean anything.
 */
export const campaignTotalShards = pgTable(
  'campaign_total_shards',
  {
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'cascade'),
    shard: smallint('shard').notNull(),
    raisedAmountCents: cents('raised_amount_cents').notNull().default(0),
    totalBackers: integer('total_backers').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.shard] })],
);

/** Shards per campaign: above the connections of one API instance, so they rarely share one. */
export const CAMPAIGN_TOTAL_SHARDS = 32;

// Qualified names: drizzle renders columns unqualified inside sql``, which would make the
// correlated sub-selects compare the shards with themselves.
/** A campaign's raised amount in cents (sum of its shards), for any select on campaigns. */
export const campaignRaisedCents =
  sql<number>`(select coalesce(sum(s.raised_amount_cents), 0) from "campaign_total_shards" s where s.campaign_id = "campaigns"."id")::bigint`.mapWith(
    Number,
  );
/** A campaign's backers (paid donations less refunded ones), for any select on campaigns. */
export const campaignBackers =
  sql<number>`(select coalesce(sum(s.total_backers), 0) from "campaign_total_shards" s where s.campaign_id = "campaigns"."id")::int`.mapWith(
    Number,
  );
/** An association's raised amount in cents: the sum of its campaigns' shards. */
export const associationRaisedCents =
  sql<number>`(select coalesce(sum(s.raised_amount_cents), 0) from "campaign_total_shards" s join "campaigns" sc on sc.id = s.campaign_id where sc.association_id = "associations"."id")::bigint`.mapWith(
    Number,
  );
