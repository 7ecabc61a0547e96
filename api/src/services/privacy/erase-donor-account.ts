import { eq, sql } from 'drizzle-orm';
import { PRIVACY_TEXTS } from 'shared-contracts';
import type { Database } from '../../db/client';
import { donations, passwordResetTokens, users } from '../../db/schema';
import { fieldError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { enqueueJob } from '../jobs/enqueue';
import { contactNotErased, erasedContactColumns, needsReceiptFacts } from './erase-contact-data';

/** Not an argon2 hash: every password check against it fails (verifyPassword returns false). */
const NO_PASSWORD = '!erased';

/**
 * Deletes a donor's account at their request (RGPD art. 17), in one transaction: the user row
 * stays, pseudonymised, because the gifts, the ledger and the reçus fiscaux the law makes the
 * associations keep point to it (erase-contact-data.ts says what stays). Nobody can sign in to
 * it again: deactivated, a password that matches nothing, every token ended (session version
 * raised), its reset links gone, its email replaced by an address of the reserved `.invalid`
 * domain (RFC 2606), unique as the column requires. Its gifts show 'Donateur anonyme'. The
 * confirmation email is queued in the same transaction, to the address being erased (the job's
 * payload is the only copy left, deleted once the email has left).
 */
export async function eraseDonorAccount(
  db: Database,
  userId: string,
  password: string,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, password)))
    throw fieldError('password', PRIVACY_TEXTS.wrongPassword);
  await db.transaction(async (tx) => {
    const now = new Date();
    const [erased] = await tx
      .update(users)
      .set({
        fullName: PRIVACY_TEXTS.erasedAccountName,
        email: sql`'erased-' || ${users.id} || '@invalid'`,
        phone: null,
        passwordHash: NO_PASSWORD,
        isActive: false,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        erasedAt: now,
        updatedAt: now,
      })
      // Once: a second request (two tabs) finds it erased and sends nothing.
      .where(sql`${users.id} = ${userId} and ${users.erasedAt} is null`)
      .returning({ id: users.id });
    if (!erased) return;
    await tx
      .update(donations)
      .set({
        ...erasedContactColumns(now),
        // The receipt's facts stay where a receipt needs them; the name is shown nowhere else.
        donorName: sql`case when ${needsReceiptFacts} then ${donations.donorName} else '' end`,
        isAnonymous: true,
        message: null,
      })
      .where(sql`${donations.userId} = ${userId} and ${contactNotErased}`);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await enqueueJob(tx, 'account-erased-email', {
      userId,
      email: user.email,
      fullName: user.fullName,
    });
  });
}
