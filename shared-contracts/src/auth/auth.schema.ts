import { z } from 'zod';
import { passwordField } from '../common/fields';
import { userSchema } from '../user/user.schema';
import { PASSWORD_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import { lazy } from '../common/lazy';

/** A required, trimmed input of an auth form, with the form's own missing-value text. */
const requiredInput = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

/** POST /auth/login: both required; any other problem is 'Email ou mot de passe incorrect'. */
export const loginSchema = lazy(() =>
  z.object({
    email: requiredInput(VALIDATION_MESSAGES.required, 254),
    password: z
      .string({ error: VALIDATION_MESSAGES.required })
      .min(1, { error: VALIDATION_MESSAGES.required })
      .max(200),
  }),
);
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = lazy(() => z.object({ token: z.string(), user: userSchema }));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /forgot-password. */
export const forgotPasswordSchema = lazy(() =>
  z.object({
    email: requiredInput(PASSWORD_MESSAGES.emailRequired, 254),
  }),
);
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /reset-password. */
export const resetPasswordSchema = lazy(() =>
  z.object({
    token: requiredInput(PASSWORD_MESSAGES.tokenMissing, 200),
    new_password: passwordField(),
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The neutral answers: `{ data: { message } }`. */
export const messageResponseSchema = lazy(() => z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;
