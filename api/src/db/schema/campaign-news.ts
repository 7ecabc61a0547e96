import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { campaigns } from './campaigns';
import { users } from './users';
import { createdAt, idColumn, instant, requiredRef } from './columns';

/**
 * An update ('Actualité', issue 30 item 4) a manager posted on a campaign: shown on the
 * campaign page and emailed once to the backers who agreed to hear from the association
 * (services/campaign-news/). `body_html` is sanitized on write, like the campaign's story.
 */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: idColumn(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'cascade'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** How many addresses the update was addressed to when it was posted (the job sends to them). */
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: createdAt(),
    /** Removed by moderation (super admin): no longer shown. */
    removedAt: instant('removed_at'),
  },
  (table) => [index('campaign_updates_campaign_idx').on(table.campaignId, table.createdAt)],
);

/**
 * An address that asked (one-click link of an update or a reminder, RFC 8058) to hear no more
 * from an association: no update nor reminder of its campaigns goes to it afterwards.
 * `email` is stored lower-case.
 */
export const contactUnsubscribes = pgTable(
  'contact_unsubscribes',
  {
    id: idColumn(),
    associationId: requiredRef('association_id', () => associations.id, 'cascade'),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('contact_unsubscribes_unique').on(table.associationId, table.email)],
);

/**
 * 'Me le rappeler' (issue 30 item 5): an address that asked to be reminded 48 h before a goal
 * campaign ends. One per campaign and address (lower-case); the queue's job (key
 * `campaign-reminder:<id>`) sends it once, or records why not.
 */
export const campaignReminders = pgTable(
  'campaign_reminders',
  {
    id: idColumn(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, 'cascade'),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    /** Not sent, and why: 'funded', 'gave', 'unsubscribed', 'closed'. */
    skippedReason: text('skipped_reason').$type<'funded' | 'gave' | 'unsubscribed' | 'closed'>(),
  },
  (table) => [
    unique('campaign_reminders_unique').on(table.campaignId, table.email),
    index('campaign_reminders_waiting_idx')
      .on(table.campaignId)
      .where(sql`${table.sentAt} is null and ${table.skippedReason} is null`),
  ],
);
