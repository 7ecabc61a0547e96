import { and, count, eq, gt } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { issueResetEmailInTx, type AccountDeps } from './password-reset';

/** Reset emails one account may receive per hour, however many addresses ask for them. */
const RESET_EMAILS_PER_HOUR = 3;

/**
 * "Forgot password": emails a reset link to an active account, at most RESET_EMAILS_PER_HOUR
 * an hour: the token and its email's job in one transaction. The caller answers the same
 * neutral text whatever happens here, and does not wait (response times would reveal which
 * emails have an account).
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // The account's row lock makes concurrent requests count one after the other.
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .for('update')
      .limit(1);
    if (!user || !user.isActive) return;
    const [recent] = await tx
      .select({ value: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, new Date(Date.now() - 3_600_000)),
        ),
      );
    if ((recent?.value ?? 0) >= RESET_EMAILS_PER_HOUR) {
      deps.log.warn({ userId: user.id }, 'password reset email skipped: hourly cap reached');
      return;
    }
    await issueResetEmailInTx(tx, user.id);
  });
}
