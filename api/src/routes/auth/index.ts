import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  AUTH_MESSAGES,
  PASSWORD_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  type LoginResponse,
  type MessageResponse,
} from 'shared-contracts';
import { users } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/app-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { parseInput } from '../../lib/validation';
import { currentUser, loadAuthUser, requireAuth, signToken } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import {
  consumeResetToken,
  invalidateResetTokens,
  sendPasswordReset,
} from '../../services/accounts/password-reset';
import { authUserToUser } from '../../views/user-view';

/** POST /auth/login, GET /auth/me, POST /forgot-password, POST /reset-password. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/auth/login', { config: { rateLimit: authRateLimit(app) } }, async (request) => {
    const input = parseInput(loginSchema, request.body);
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, input.email.toLowerCase()))
      .limit(1);
    // Same work and same answer whether the email is unknown, the password wrong or the
    // account deactivated: nothing tells an attacker which accounts exist.
    const isValid = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!user || !isValid || !user.isActive) throw unauthorized(AUTH_MESSAGES.loginFailed);
    const authUser = await loadAuthUser(app.db, user.id);
    if (!authUser) throw unauthorized(AUTH_MESSAGES.loginFailed);
    return {
      data: {
        token: await signToken(app.config, user.id),
        user: authUserToUser(authUser),
      } satisfies LoginResponse,
    };
  });

  app.get('/auth/me', { preHandler: requireAuth() }, async (request) => ({
    data: authUserToUser(currentUser(request)),
  }));

  app.post('/forgot-password', { config: { rateLimit: authRateLimit(app) } }, async (request) => {
    const input = parseInput(forgotPasswordSchema, request.body);
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, input.email.toLowerCase()))
      .limit(1);
    if (user && user.isActive) {
      // Not awaited: answering only after the mail would let response times reveal the account.
      void sendPasswordReset(app, user).catch((error: unknown) =>
        app.log.error({ err: error }, 'password reset failed'),
      );
    }
    return { data: { message: PASSWORD_MESSAGES.forgotNeutral } satisfies MessageResponse };
  });

  app.post('/reset-password', { config: { rateLimit: authRateLimit(app) } }, async (request) => {
    const input = parseInput(resetPasswordSchema, request.body);
    const passwordHash = await hashPassword(input.new_password);
    const userId = await consumeResetToken(app.db, input.token);
    if (!userId) throw badRequest(API_MESSAGES.resetTokenInvalid);
    await app.db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await invalidateResetTokens(app.db, userId);
    return { data: { message: API_MESSAGES.passwordResetDone } satisfies MessageResponse };
  });
}
