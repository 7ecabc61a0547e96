import { eq } from 'drizzle-orm';
import { API_MESSAGES } from 'shared-contracts';
import { users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { issueResetEmailInTx, type AccountDeps } from '../accounts/password-reset';

/** The super admin sends an account a reset link: the token and its email's job, together. */
export async function sendUserPasswordReset(deps: AccountDeps, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound(API_MESSAGES.userNotFound);
    await issueResetEmailInTx(tx, row.id);
  });
}
