import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from 'shared-contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../lib/app-error';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { loadAuthUser, signToken, type AuthUser } from '../../plugins/auth';

/**
 * Checks an email and password and issues a token. Same work and same answer whether the email
 * is unknown, the password wrong or the account deactivated: nothing tells which accounts exist.
 */
export async function signIn(
  deps: { db: Database; config: Config },
  input: { email: string; password: string },
): Promise<{ token: string; user: AuthUser }> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, input.email.toLowerCase()))
    .limit(1);
  const isValid = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !isValid || !user.isActive)
    throw unauthorized(AUTH_MESSAGES.loginFailed, 'login_failed');
  const authUser = await loadAuthUser(deps.db, user.id);
  if (!authUser) throw unauthorized(AUTH_MESSAGES.loginFailed, 'login_failed');
  return {
    token: await signToken(deps.config, user.id, authUser.sessionVersion),
    user: authUser,
  };
}
