import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase, preparedStatement } from '../../db/prepared-statement';
import { createStatementBatcher } from '../../db/statement-batcher';
import { sentEmails } from '../../db/schema/sent-emails';
import type { MailMessage, MailService } from './mail-service';

/**
 * Sends an email at most once per key, as far as a mail server without idempotency allows:
 * a key already recorded is skipped, a failure throws (the job is retried later), and the key
 * is recorded as soon as the server accepted the message. The only window left is a crash
 * between the server's acceptance and that INSERT (milliseconds): the retried job sends that
 * email again (at-least-once there, never zero times).
 */
export async function sendOnce(
  deps: { db: Database; mail: MailService },
  key: string,
  message: MailMessage,
): Promise<void> {
  // A donor whose contact data was erased (privacy/erase-contact-data.ts) has no address left.
  if (!message.to) return;
  const [sent] = await deps.db
    .select({ key: sentEmails.key })
    .from(sentEmails)
    .where(eq(sentEmails.key, key));
  if (sent) return;
  await deps.mail.send(message);
  await deps.db.insert(sentEmails).values({ key }).onConflictDoNothing();
}

/** An email of sendEachOnce and its sent_emails key. */
export interface KeyedEmail {
  key: string;
  message: MailMessage;
}

/**
 * sendOnce for several emails of one job whose keys the caller found unsent in its own query
 * (wasSentSql; no SELECT each): they go to the mail server together, the keys of those it
 * accepted are recorded in one INSERT, then a failure throws (the job is retried and sends only
 * the rest). The window of sendOnce stays: a crash between an acceptance and that INSERT.
 */
export async function sendEachOnce(
  deps: { db: Database; mail: MailService },
  all: KeyedEmail[],
): Promise<void> {
  // A donor whose contact data was erased (privacy/erase-contact-data.ts) has no address left.
  const emails = all.filter((email) => email.message.to);
  if (emails.length === 0) return;
  const outcomes = await Promise.allSettled(emails.map((email) => deps.mail.send(email.message)));
  const accepted = emails.filter((_, index) => outcomes[index]!.status === 'fulfilled');
  if (accepted.length > 0)
    await recordSentKeys(
      deps.db,
      accepted.map((email) => email.key),
    );
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
}

/**
 * Records sent keys: the keys of the jobs finishing at the same moment share one INSERT
 * (group commit, statement-batcher.ts: one per payment's receipts otherwise).
 */
function recordSentKeys(db: Database, keys: string[]): Promise<void> {
  return keyRecorder(db)(keys);
}

const insertSentKeys = preparedStatement<{ keys: string[] }>(
  'insert_sent_email_keys',
  () => sql`insert into ${sentEmails} (key)
    select unnest(${sql.placeholder('keys')}::text[]) on conflict do nothing`,
);

const keyRecorder = preparedPerDatabase((db: Database) =>
  createStatementBatcher({
    runBatch: async (keyLists: string[][]) => {
      await insertSentKeys(db, { keys: [...new Set(keyLists.flat())] });
      return keyLists.map(() => undefined);
    },
  }),
);

/** `exists` of a sent_emails key, as a boolean column of the caller's query. */
export function wasSentSql(key: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${sentEmails} where ${sentEmails.key} = ${key})`;
}
