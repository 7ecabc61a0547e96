import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { associations } from '../../db/schema/associations';
import { contactUnsubscribes } from '../../db/schema/campaign-news';
import { verifyUnsubscribeToken } from './unsubscribe-links';

/**
 * Applies an unsubscribe link (the one-click POST of a mail client, or the confirmation
 * page): the address hears no more from the association (updates and reminders asked before
 * now). Idempotent; a forged token is refused (403). Answers the association's name.
 */
export async function unsubscribe(
  db: Database,
  key: Buffer,
  token: string,
): Promise<{ associationName: string }> {
  const { associationId, email } = verifyUnsubscribeToken(key, token);
  const [association] = await db
    .select({ name: associations.name })
    .from(associations)
    .where(eq(associations.id, associationId));
  if (association)
    await db.insert(contactUnsubscribes).values({ associationId, email }).onConflictDoNothing();
  return { associationName: association?.name ?? '' };
}
