import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * One row per email a job has handed to the mail server, keyed by what it is about
 * (`receipt:<donation>`, `reset:<token>`...): a job retried after a failure or a crash skips
 * the emails it already sent (see services/mail/send-once.ts).
 */
export const sentEmails = pgTable('sent_emails', {
  key: text('key').primaryKey(),
  sentAt: instant('sent_at').notNull().defaultNow(),
});
