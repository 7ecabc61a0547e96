import { isRewardSoldOut } from '../reward/reward-stock';
import {
  CUSTOM_AMOUNT_MIN,
  CUSTOM_AMOUNT_STEP,
  MAX_DONATION_AMOUNT,
  MIN_PASSWORD_LENGTH,
} from '../constants';
import {
  DONATION_MESSAGES,
  PASSWORD_MESSAGES,
  PAYMENT_API_MESSAGES,
  VALIDATION_MESSAGES,
} from '../texts';
import { isBlank, isValidEmail, isValidFrenchPhone } from './fields';
import { postalAddressErrors, type PostalAddressInput } from './postal-address';
import { highestQualifyingReward, type RewardLike } from './rewards';

// The donation rules of spec sections 5 and 9, written once: the contribution dialog shows
// them next to its fields and the API refuses what breaks them.

export interface DonationFormInput extends PostalAddressInput {
  amount: number | null | undefined;
  acceptedTerms: boolean;
  isLoggedIn: boolean;
  createAccount: boolean;
  password?: string | null;
  donorName?: string | null;
  donorEmail?: string | null;
  phone?: string | null;
  /** 'Je souhaite un reçu fiscal': the postal address (address, postalCode, city) is then required. */
  taxReceipt?: boolean;
}

/** The fields of the contribution dialog a rule can refuse. */
export type DonationField =
  | 'acceptedTerms'
  | 'amount'
  | 'password'
  | 'donorName'
  | 'donorEmail'
  | 'phone'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'withoutReward';

export type DonationFormErrors = Partial<Record<DonationField, string>>;

/**
 * The spec's order of the donation messages (section 5), used when only one is shown; then the
 * receipt's postal address, which the spec does not know.
 */
const SPEC_ORDER: readonly DonationField[] = [
  'acceptedTerms',
  'amount',
  'password',
  'donorName',
  'donorEmail',
  'phone',
  'address',
  'postalCode',
  'city',
];

function isWholeSteps(value: number): boolean {
  const steps = value / CUSTOM_AMOUNT_STEP;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/**
 * The amount's problem, or null: nothing chosen (or 0) asks to select an amount; then the
 * minimum of 1 €, cents at most (CUSTOM_AMOUNT_STEP) and the card provider's ceiling.
 */
export function validateDonationAmount(amount: number | null | undefined): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    return DONATION_MESSAGES.selectAmount;
  if (amount < CUSTOM_AMOUNT_MIN) return DONATION_MESSAGES.amountTooLow;
  if (!isWholeSteps(amount)) return VALIDATION_MESSAGES.maxDecimals;
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
  // A reward sold out (issue 30: remaining 0) cannot be chosen: the next one down applies.
  return highestQualifyingReward(
    (rewards ?? []).filter(
      (reward) =>
        !('remaining' in reward) || !isRewardSoldOut(reward as { remaining?: number | null }),
    ),
    amount,
  );
}

/**
 * Every problem of the contribution dialog, by field. A signed-in donor is not asked for a
 * name, an email or a password: the account gives them. The postal address is checked only
 * with the receipt wish. ('withoutReward' depends on the campaign's rewards and the yearly cap:
 * the dialog and the server check it with those.)
 */
export function donationFormErrors(input: DonationFormInput): DonationFormErrors {
  const errors: DonationFormErrors = {};
  if (!input.acceptedTerms) errors.acceptedTerms = DONATION_MESSAGES.acceptTerms;
  const amountError = validateDonationAmount(input.amount);
  if (amountError) errors.amount = amountError;
  if (input.createAccount && !input.isLoggedIn) {
    if (isBlank(input.password)) errors.password = DONATION_MESSAGES.passwordForAccount;
    else if (String(input.password).length < MIN_PASSWORD_LENGTH)
      errors.password = PASSWORD_MESSAGES.tooShort;
  }
  if (!input.isLoggedIn && isBlank(input.donorName))
    errors.donorName = VALIDATION_MESSAGES.required;
  if (!input.isLoggedIn && isBlank(input.donorEmail))
    errors.donorEmail = VALIDATION_MESSAGES.required;
  else if (!isBlank(input.donorEmail) && !isValidEmail(String(input.donorEmail)))
    errors.donorEmail = VALIDATION_MESSAGES.email;
  if (!isBlank(input.phone) && !isValidFrenchPhone(String(input.phone)))
    errors.phone = VALIDATION_MESSAGES.phone;
  if (input.taxReceipt) Object.assign(errors, postalAddressErrors(input));
  return errors;
}

/** The first problem in the order above (terms, amount, password, name, email, phone, address). */
export function validateDonationForm(input: DonationFormInput): string | null {
  const errors = donationFormErrors(input);
  for (const field of SPEC_ORDER) if (errors[field]) return errors[field];
  return null;
}

/** Each field's name in the POST /donations body: the server's 422 names it, the dialog places it. */
export const DONATION_FIELD_PATHS: Record<DonationField, string> = {
  acceptedTerms: 'accept_terms',
  amount: 'amount',
  password: 'password',
  donorName: 'donor_name',
  donorEmail: 'donor_email',
  phone: 'phone',
  address: 'address',
  postalCode: 'postal_code',
  city: 'city',
  withoutReward: 'without_reward',
};

const FIELD_OF_PATH = new Map(
  Object.entries(DONATION_FIELD_PATHS).map(([field, path]) => [path, field as DonationField]),
);

/** The dialog's field a 422 issue names (its body path), or null for a path it has no field for. */
export function donationFieldOfPath(path: string): DonationField | null {
  return FIELD_OF_PATH.get(path) ?? null;
}

/** The problems as the API's 422 lists them (`{ path, message }`), in the spec's order. */
export function donationFieldIssues(input: DonationFormInput): { path: string; message: string }[] {
  const errors = donationFormErrors(input);
  return SPEC_ORDER.flatMap((field) => {
    const message = errors[field];
    return message ? [{ path: DONATION_FIELD_PATHS[field], message }] : [];
  });
}

/**
 * An amount as typed in France: '12,50', '12.50', '1 000' (spaces of any kind between digit
 * groups). Null when empty or not a number.
 */
export function parseDonationAmount(text: string | null | undefined): number | null {
  const compact = (text ?? '').replace(/[\s\u00a0\u202f]/g, '').replace('€', '');
  if (!/^\d+(?:[.,]\d*)?$|^[.,]\d+$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** The message is trimmed and left out when empty. */
export function cleanDonationMessage(message: string | null | undefined): string | undefined {
  const trimmed = message?.trim();
  return trimmed ? trimmed : undefined;
}
