import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donations, users } from '../../db/schema';
import { enqueueJob } from '../jobs/enqueue';

/**
 * What became of an account asked for while donating: created now, or not created because the
 * email already had one (the gift stays a guest's; the receipt says an account exists).
 */
export type AccountOutcome = 'created' | 'exists';

/**
 * Creates the account a donor asked for, once their payment has succeeded. Exactly once: the
 * donation's row is locked and its pending password hash cleared in the same transaction, so
 * a second call (webhook and status poll together) finds nothing to do and answers null. The
 * donation's receipts job (with the outcome, which the receipt states) and the welcome email's
 * job are added in the same transaction.
 */
export async function createAccountAfterPayment(
  db: Database,
  donationId: string,
): Promise<{ outcome: AccountOutcome; userId?: string } | null> {
  return db.transaction(async (tx) => {
    const [donation] = await tx
      .select()
      .from(donations)
      .where(
        and(
          eq(donations.id, donationId),
          eq(donations.paymentStatus, 'paid'),
          isNotNull(donations.pendingAccountPasswordHash),
        ),
      )
      .for('update')
      .limit(1);
    if (!donation) return null;
    const [created] = await tx
      .insert(users)
      .values({
        fullName: donation.donorName,
        email: donation.donorEmail,
        phone: donation.phone,
        role: 'donor',
        passwordHash: donation.pendingAccountPasswordHash!,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    await tx
      .update(donations)
      .set({
        pendingAccountPasswordHash: null,
        ...(created ? { userId: created.id } : {}),
        updatedAt: new Date(),
      })
      .where(eq(donations.id, donationId));
    const outcome: AccountOutcome = created ? 'created' : 'exists';
    // The payment's transaction left these emails to whoever creates the account (once).
    await enqueueJob(tx, 'payment-receipts', { donationId, account: outcome });
    if (created) await enqueueJob(tx, 'account-welcome', { donationId });
    return created ? { outcome, userId: created.id } : { outcome };
  });
}
