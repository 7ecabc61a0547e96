import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { definedOnly } from '../../lib/defined-only';
import { setPassword } from '../accounts/set-password';

/**
 * Name, phone and password only: the email cannot be changed. A new password ends every
 * session, this one included: the answer then carries the session version of a fresh token.
 */
export async function updateDonorProfile(
  db: Database,
  userId: string,
  input: { full_name?: string; phone?: string | null; password?: string },
): Promise<{ newSessionVersion?: number }> {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...definedOnly({ fullName: input.full_name, phone: input.phone }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    if (input.password === undefined) return {};
    return { newSessionVersion: await setPassword(tx, userId, input.password) };
  });
}
