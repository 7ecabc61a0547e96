import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

type Executor = Pick<Database, 'update'>;

/**
 * The one way a password changes (donor profile, super admin, reset link): the session version
 * goes up in the same statement, so every token issued before stops working. Returns the new
 * version (to sign a fresh token for the session that made the change), or undefined when the
 * account does not exist.
 */
export async function setPassword(
  db: Executor,
  userId: string,
  password: string,
): Promise<number | undefined> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion;
}
