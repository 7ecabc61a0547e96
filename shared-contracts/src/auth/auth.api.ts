import type { ApiClient } from '../http/client';
import { userSchema, type User } from '../user/user.schema';
import {
  loginResponseSchema,
  messageResponseSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type LoginResponse,
  type MessageResponse,
  type ResetPasswordInput,
} from './auth.schema';

/** POST /auth/login: token and user. Show `loginErrorMessage()` on any failure. */
export function login(client: ApiClient, input: LoginInput): Promise<LoginResponse> {
  return client.post('/auth/login', input, { schema: loginResponseSchema });
}

/** GET /auth/me: the user of the current token. */
export function getMe(client: ApiClient): Promise<User> {
  return client.get('/auth/me', { schema: userSchema });
}

/** POST /forgot-password. The page shows the neutral text whatever the answer. */
export function forgotPassword(
  client: ApiClient,
  input: ForgotPasswordInput,
): Promise<MessageResponse> {
  return client.post('/forgot-password', input, { schema: messageResponseSchema });
}

/** POST /reset-password. */
export function resetPassword(
  client: ApiClient,
  input: ResetPasswordInput,
): Promise<MessageResponse> {
  return client.post('/reset-password', input, { schema: messageResponseSchema });
}
