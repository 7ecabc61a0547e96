import { CUSTOM_AMOUNT_MIN, MAX_DONATION_AMOUNT } from '../constants';
import { DONATION_MESSAGES, PAYMENT_API_MESSAGES, VALIDATION_MESSAGES } from '../texts';
import { isBlank, isValidEmail, isValidFrenchPhone } from './fields';
import { highestQualifyingReward, type RewardLike } from './rewards';

/**
 * The amount rule of a donation, the same in the dialog and on the server: at least
 * CUSTOM_AMOUNT_MIN, at most MAX_DONATION_AMOUNT. The message, or null.
 */
export function validateDonationAmount(amount: number | null | undefined): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < CUSTOM_AMOUNT_MIN) {
    return DONATION_MESSAGES.selectAmount;
  }
  if (amount > MAX_DONATION_AMOUNT) return PAYMENT_API_MESSAGES.amountTooHigh;
  return null;
}

/**
 * The reward a donation earns (spec section 5): the highest one the amount reaches, chosen from
 * the campaign's rewards, never by the donor. The dialog shows it, the server records it.
 */
export function rewardForDonation<T extends RewardLike>(
  rewards: readonly T[] | null | undefined,
  amount: number,
): T | null {
  return highestQualifyingReward(rewards, amount);
}

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
  const amountProblem = validateDonationAmount(input.amount);
  if (amountProblem) return amountProblem;
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
