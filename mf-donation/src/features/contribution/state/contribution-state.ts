import type { DonationField } from 'shared-contracts';
import { initialAmountInput, type AmountInput } from './amount-input';

/*
 * What the contribution dialog holds, and the order of its steps.
 *
 * The dialog is one form read top to bottom; each step is one part of it, rendered in the
 * order of CONTRIBUTION_STEPS (components/ContributionSteps.tsx maps every step to its part,
 * typed by ContributionStep, so a step without a part does not compile).
 *
 * Adding a step (the frequency of recurring gifts, 'one-off / monthly / yearly', comes next):
 *   1. its value here in ContributionValues and initialContributionValues
 *      (`frequency: 'once'`), and the step's name in CONTRIBUTION_STEPS before 'summary';
 *   2. what it changes: the summary's line (contribution-derivations.ts), what is sent and
 *      its rule if it can be refused (contribution-submission.ts);
 *   3. its presentational part in components/, given its one-line binding
 *      (`form.field('frequency')`) in ContributionSteps' map of steps.
 * The state hook needs no change: every value is bound through useFormFields.
 */

/** The parts of the dialog, in the order the donor reads them. */
export const CONTRIBUTION_STEPS = [
  'amount',
  'reward',
  'taxReceipt',
  'donor',
  'consent',
  'summary',
] as const;

export type ContributionStep = (typeof CONTRIBUTION_STEPS)[number];

/** Every value of the dialog, as typed or chosen; derivations read it, nothing else is stored. */
export interface ContributionValues {
  amount: AmountInput;
  /** 'Je souhaite un reçu fiscal': on by default, offered only by a verified association. */
  wantsReceipt: boolean;
  address: string;
  postalCode: string;
  city: string;
  /** 'Sans contrepartie': the reward reached is given up so that the gift gets a receipt. */
  withoutReward: boolean;
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
): ContributionValues {
  return {
    amount: initialAmountInput(initialAmount),
    wantsReceipt: true,
    address: '',
    postalCode: '',
    city: '',
    withoutReward: false,
    donorName: '',
    donorEmail: '',
    phone: typeof accountPhone === 'string' ? accountPhone : '',
    createAccount: false,
    password: '',
    message: '',
    contactConsent: false,
    isAnonymous: false,
    acceptedTerms: false,
    website: '',
  };
}

/** The refusals shown, by field (the amount's under 'amount'). */
export type ContributionErrors = Partial<Record<keyof ContributionValues, string>>;

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
