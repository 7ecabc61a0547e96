import { MIN_PASSWORD_LENGTH } from '../constants';
import { PASSWORD_MESSAGES } from '../texts';
import { isBlank } from './fields';

/** Reset password, in the spec's order: both filled, then equal, then long enough. */
export function validateResetPassword(newPassword: string, confirmation: string): string | null {
  if (isBlank(newPassword) || isBlank(confirmation)) return PASSWORD_MESSAGES.fillAllFields;
  if (newPassword !== confirmation) return PASSWORD_MESSAGES.mismatch;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}

export function validateForgotPassword(email: string): string | null {
  return isBlank(email) ? PASSWORD_MESSAGES.emailRequired : null;
}

/** Login needs both fields; the button stays disabled until then. */
export function canSubmitLogin(email: string, password: string): boolean {
  return !isBlank(email) && !isBlank(password);
}
