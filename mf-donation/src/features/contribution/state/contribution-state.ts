import type { DonationField } from 'shared-contracts';
import type { GiftFrequency } from 'shared-contracts/src/recurring/recurring.rules';
import { initialAmountInput, type AmountInput } from './amount-input';

/*
 * What the contribution dialog holds, and the order of its steps.
 *
 * The dialog is one form read top to bottom; each step is one part of it, rendered in the
 * order of CONTRIBUTION_STEPS (components/ContributionSteps.tsx maps every step to its part,
 * typed by ContributionStep, so a step without a part does not compile).
 *
 * Adding a step (the frequency of regular gifts, issue 29, is the latest one added so):
 *   1. its value here in ContributionValues and initialContributionValues
 *      (`frequency: 'once'`), and the step's name in CONTRIBUTION_STEPS before 'summary';
 *   2. what it changes: the summary's line (contribution-derivations.ts, `regular`), what is
 *      sent and its rule if it can be refused (contribution-submission.ts, the consent);
 *   3. its presentational part in components/ (FrequencyChoice.tsx), given its one-line
 *      binding in ContributionSteps' map of steps.
 * The state hook needs no change for a plain value bound through useFormFields; a choice that
 * resets another value (a new frequency takes the consent back) goes through a pure function
 * here (valuesAfterFrequency) that the hook applies.
 */

/** The parts of the dialog, in the order the donor reads them. */
export const CONTRIBUTION_STEPS = [
  'frequency',
  'amount',
  'reward',
  'shipping',
  'taxReceipt',
  'donor',
  'consent',
  'summary',
] as const;

export type ContributionStep = (typeof CONTRIBUTION_STEPS)[number];

/** Every value of the dialog, as typed or chosen; derivations read it, nothing else is stored. */
export interface ContributionValues {
  /**
   * 'Une fois', 'Tous les mois', 'Tous les ans': the regular frequencies are offered on a
   * continuous campaign only (recurring-frequency.ts#giftFrequencyFor reads it back as 'once'
   * elsewhere).
   */
  frequency: GiftFrequency;
  amount: AmountInput;
  /** 'Je souhaite un reçu fiscal': on by default, offered only by a verified association. */
  wantsReceipt: boolean;
  address: string;
  postalCode: string;
  city: string;
  /** 'Sans contrepartie': the reward reached is given up so that the gift gets a receipt. */
  withoutReward: boolean;
  /**
   * Where a posted reward goes (issue 30), asked only when the reward reached needs shipping
   * (contribution-derivations.ts, `shipsReward`); the country as its ISO code ('FR').
   */
  shippingAddress: string;
  shippingAddressExtra: string;
  shippingPostalCode: string;
  shippingCity: string;
  shippingCountry: string;
  donorName: string;
  donorEmail: string;
  phone: string;
  createAccount: boolean;
  password: string;
  message: string;
  /**
   * 'The association may contact me about its work': unticked by default, since a consent is
   * an act (RGPD art. 4.11); without it the association gets no email nor phone.
   */
  contactConsent: boolean;
  isAnonymous: boolean;
  acceptedTerms: boolean;
  /**
   * 'J'accepte que ma carte soit débitée de X € par mois...': a regular gift is never made
   * without this box ticked beside its summary (the chargebacks of donors who did not see
   * that a gift recurs); unticked by default, and again whenever the frequency changes.
   */
  recurringConsent: boolean;
  /**
   * The hidden field people never see nor reach (components/HoneypotField.tsx): only a robot
   * filling every input gives it a value, which the server refuses.
   */
  website: string;
}

/** The switches and checkboxes of the dialog (bound by `checked`, not by `value`). */
export type ContributionCheck = {
  [K in keyof ContributionValues]: ContributionValues[K] extends boolean ? K : never;
}[keyof ContributionValues];

/** A signed-in donor's phone is prefilled from the account; the rest starts empty. */
export function initialContributionValues(
  initialAmount: number | undefined,
  accountPhone: unknown,
  initialFrequency: GiftFrequency = 'once',
): ContributionValues {
  return {
    frequency: initialFrequency,
    amount: initialAmountInput(initialAmount),
    wantsReceipt: true,
    address: '',
    postalCode: '',
    city: '',
    withoutReward: false,
    shippingAddress: '',
    shippingAddressExtra: '',
    shippingPostalCode: '',
    shippingCity: '',
    shippingCountry: 'FR',
    donorName: '',
    donorEmail: '',
    phone: typeof accountPhone === 'string' ? accountPhone : '',
    createAccount: false,
    password: '',
    message: '',
    contactConsent: false,
    isAnonymous: false,
    acceptedTerms: false,
    recurringConsent: false,
    website: '',
  };
}

/** The refusals shown, by field (the amount's under 'amount'). */
export type ContributionErrors = Partial<Record<keyof ContributionValues, string>>;

/**
 * Another frequency chosen: the consent given for the previous one no longer stands (it named
 * another rhythm), and its refusal goes with it.
 */
export function valuesAfterFrequency(
  values: ContributionValues,
  frequency: GiftFrequency,
): ContributionValues {
  if (values.frequency === frequency) return values;
  return { ...values, frequency, recurringConsent: false };
}

/**
 * Errors an edit makes stale beyond the field's own: unticking 'Créer un compte' hides the
 * password, turning the receipt off hides the address and the reward's choice.
 */
const ERRORS_CLEARED_BY: Partial<Record<ContributionCheck, readonly DonationField[]>> = {
  createAccount: ['password'],
  wantsReceipt: ['address', 'postalCode', 'city', 'withoutReward'],
};

/** The errors left once a box is ticked or unticked. */
export function errorsAfterCheck(
  errors: ContributionErrors,
  name: ContributionCheck,
): ContributionErrors {
  const next = { ...errors };
  for (const field of [name, ...(ERRORS_CLEARED_BY[name] ?? [])]) delete next[field];
  return next;
}
