// Texts of the contribution dialog's regular-gift parts (issue 29): the frequency step and the
// pay button; the terms a regular gift commits to are in recurring-terms.texts.ts. Apart from
// recurring-screens.texts.ts (the control page, the donor's and the manager's tabs, which
// re-exports these): the dialog, and the embed that shows it on an association's site, load
// these words alone. Imported by path; imports only types.
import type { GiftFrequency, PlanFrequency } from './recurring.rules';

export type { GiftFrequency, PlanFrequency };

/** The frequency's button in the dialog. */
export const FREQUENCY_LABELS: Record<GiftFrequency, string> = {
  once: 'Une fois',
  monthly: 'Tous les mois',
  yearly: 'Tous les ans',
};

/** The frequency in a sentence: '20 € par mois'. */
export const FREQUENCY_PER: Record<PlanFrequency, string> = {
  monthly: 'par mois',
  yearly: 'par an',
};

/**
 * The contribution dialog's regular-gift parts: the frequency step, the pay button and the
 * consent's refusal. What a regular gift commits the donor to, shown once one is chosen, is in
 * recurring-terms.texts.ts (loaded with that part only).
 */
export const RECURRING_DIALOG_TEXTS = {
  frequencyLegend: 'Fréquence de votre don',
  frequencyOnlyOnce:
    'Ce projet a un objectif et une date de fin : il reçoit des dons en une fois seulement.',
  consentRequired: 'Cochez cette case pour confirmer votre don régulier.',
  submit: (amount: string, per: string): string => `Donner ${amount} ${per}`,
} as const;
