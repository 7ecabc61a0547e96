import { API_MESSAGES } from 'shared-contracts';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { consumeResetToken, invalidateResetTokens } from './password-reset';
import { setPassword } from './set-password';

/** Sets a new password from a reset link: the link is used once, older sessions end. */
export async function resetPassword(
  db: Database,
  input: { token: string; newPassword: string },
): Promise<void> {
  const userId = await consumeResetToken(db, input.token);
  if (!userId) throw badRequest(API_MESSAGES.resetTokenInvalid, 'reset_token_invalid');
  await setPassword(db, userId, input.newPassword);
  await invalidateResetTokens(db, userId);
}
