import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  PASSWORD_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  type LoginResponse,
  type MessageResponse,
} from 'shared-contracts';
import { parseInput } from '../../lib/validation';
import { currentUser, requireAuth } from '../../plugins/auth';
import { authRateLimits } from '../../plugins/rate-limit';
import { requestPasswordReset } from '../../services/accounts/request-password-reset';
import { resetPassword } from '../../services/accounts/reset-password';
import { signIn } from '../../services/accounts/sign-in';
import { authUserToUser } from '../../views/user-view';

/** POST /auth/login, GET /auth/me, POST /forgot-password, POST /reset-password. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const limits = authRateLimits(app);

  app.post('/auth/login', limits, async (request) => {
    const input = parseInput(loginSchema, request.body);
    const { token, user } = await signIn(app, input);
    return { data: { token, user: authUserToUser(user) } satisfies LoginResponse };
  });

  app.get('/auth/me', { preHandler: requireAuth() }, async (request) => ({
    data: authUserToUser(currentUser(request)),
  }));

  app.post('/forgot-password', limits, async (request) => {
    const input = parseInput(forgotPasswordSchema, request.body);
    // Not awaited: answering only after the mail would let response times reveal the account.
    void requestPasswordReset(app, input.email).catch((error: unknown) =>
      app.log.error({ err: error }, 'password reset failed'),
    );
    return { data: { message: PASSWORD_MESSAGES.forgotNeutral } satisfies MessageResponse };
  });

  app.post('/reset-password', limits, async (request) => {
    const input = parseInput(resetPasswordSchema, request.body);
    await resetPassword(app.db, { token: input.token, newPassword: input.new_password });
    return { data: { message: API_MESSAGES.passwordResetDone } satisfies MessageResponse };
  });
}
