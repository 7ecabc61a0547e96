import { PRESET_AMOUNTS, parseDonationAmount, type DonationField } from 'shared-contracts';

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
 *   2. what it changes in contribution-derivations.ts: the summary's line and the
 *      submission sent (and its rule in contributionErrors, if it can be refused);
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

/** The amount as chosen: a preset card, or the custom field's text ('12,50'), one at a time. */
export interface AmountInput {
  preset: number | null;
  text: string;
}

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
  isAnonymous: boolean;
  acceptedTerms: boolean;
}

/** The switches and checkboxes of the dialog (bound by `checked`, not by `value`). */
export type ContributionCheck = {
  [K in keyof ContributionValues]: ContributionValues[K] extends boolean ? K : never;
}[keyof ContributionValues];

export function isPreset(amount: number | null | undefined): amount is number {
  return PRESET_AMOUNTS.some((preset) => preset.amount === amount);
}

/** A preset card chosen: the typed text goes. */
export function choosePreset(amount: number): AmountInput {
  return { preset: amount, text: '' };
}

/** The custom field typed in: the preset goes. */
export function typeAmount(text: string): AmountInput {
  return { preset: null, text };
}

/** The amount in euros, preset or typed; null when the text is not a number. */
export function chosenAmount(input: AmountInput): number | null {
  return input.preset ?? parseDonationAmount(input.text);
}

/**
 * The dialog opened with an amount (from the campaign page's cards): a preset is chosen as
 * such, any other amount is written in the custom field the French way ('12,5').
 */
export function initialAmountInput(initialAmount: number | undefined): AmountInput {
  if (isPreset(initialAmount)) return choosePreset(initialAmount);
  if (initialAmount === undefined || !Number.isFinite(initialAmount)) return typeAmount('');
  return typeAmount(String(initialAmount).replace('.', ','));
}

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
    isAnonymous: false,
    acceptedTerms: false,
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
