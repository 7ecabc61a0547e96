import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sentEmails } from '../../db/schema/sent-emails';
import type { MailMessage, MailService } from '../mail/mail-service';

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
  const [sent] = await deps.db
    .select({ key: sentEmails.key })
    .from(sentEmails)
    .where(eq(sentEmails.key, key));
  if (sent) return;
  await deps.mail.send(message);
  await deps.db.insert(sentEmails).values({ key }).onConflictDoNothing();
}
