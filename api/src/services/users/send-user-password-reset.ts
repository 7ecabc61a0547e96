import { eq } from 'drizzle-orm';
import { API_MESSAGES } from 'shared-contracts';
import { users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { sendPasswordReset, type AccountDeps } from '../accounts/password-reset';

/** The super admin sends an account a reset link; fails loudly when the mail cannot go. */
export async function sendUserPasswordReset(deps: AccountDeps, id: string): Promise<void> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(API_MESSAGES.userNotFound);
  const sent = await sendPasswordReset(deps, row);
  if (!sent) throw new Error('the password reset email could not be sent');
}
