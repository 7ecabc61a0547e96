import { DONATION_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import { isBlank, isValidEmail, isValidFrenchPhone } from './fields';

export interface DonationFormInput {
  amount: number | null | undefined;
  acceptedTerms: boolean;
  isLoggedIn: boolean;
  createAccount: boolean;
  password?: string | null;
  donorName?: string | null;
  donorEmail?: string | null;
  phone?: string | null;
}

/**
 * The first problem of the contribution dialog, in the spec's order (terms, amount, password
 * for a new account, then the visitor's name and email), or null.
 */
export function validateDonationForm(input: DonationFormInput): string | null {
  if (!input.acceptedTerms) return DONATION_MESSAGES.acceptTerms;
  if (typeof input.amount !== 'number' || !Number.isFinite(input.amount) || input.amount <= 0) {
    return DONATION_MESSAGES.selectAmount;
  }
  if (input.createAccount && !input.isLoggedIn && isBlank(input.password)) {
    return DONATION_MESSAGES.passwordForAccount;
  }
  if (!input.isLoggedIn && (isBlank(input.donorName) || isBlank(input.donorEmail))) {
    return DONATION_MESSAGES.nameAndEmailRequired;
  }
  if (!isBlank(input.donorEmail) && !isValidEmail(String(input.donorEmail)))
    return VALIDATION_MESSAGES.email;
  if (!isBlank(input.phone) && !isValidFrenchPhone(String(input.phone)))
    return VALIDATION_MESSAGES.phone;
  return null;
}

/** The message is trimmed and left out when empty. */
export function cleanDonationMessage(message: string | null | undefined): string | undefined {
  const trimmed = message?.trim();
  return trimmed ? trimmed : undefined;
}
