// Texts of the contribution dialog's regular-gift parts (issue 29): the frequency step, the
// summary and the consent. Apart from recurring-screens.texts.ts (the control page, the donor's
// and the manager's tabs, which re-exports these): the dialog, and the embed that shows it on
// an association's site, load these words alone. Imported by path; imports only types.
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

/** The contribution dialog's regular-gift parts. */
export const RECURRING_DIALOG_TEXTS = {
  frequencyLegend: 'Fréquence de votre don',
  frequencyOnlyOnce:
    'Ce projet a un objectif et une date de fin : il reçoit des dons en une fois seulement.',
  summaryTitle: 'Votre don régulier',
  summaryAmount: (amount: string, per: string): string => `${amount} ${per}`,
  summaryFirstCharge: (amount: string): string =>
    `Premier prélèvement aujourd'hui (${amount}), sur la carte que vous saisirez au paiement.`,
  summaryNextCharge: (date: string): string => `Prélèvement suivant : le ${date}.`,
  summaryYearly: (total: string): string => `Soit ${total} par an`,
  summaryYearlyAfterReduction: (total: string, after: string): string =>
    `Soit ${total} par an, ${after} après réduction d'impôt`,
  summaryHowToStop:
    "Vous pouvez modifier le montant, changer de carte, suspendre ou arrêter votre don à tout moment, sans compte, depuis le lien de chaque email de reçu. L'arrêt prend effet aussitôt : aucun autre prélèvement.",
  summaryOneReceipt:
    "Vous recevrez un seul reçu fiscal par an, qui cumule vos dons de l'année civile, au plus tard le 31 janvier de l'année suivante.",
  consentLabel: (amount: string, per: string): string =>
    `J'accepte que ma carte soit débitée de ${amount} ${per} jusqu'à ce que j'arrête ce don`,
  consentRequired: 'Cochez cette case pour confirmer votre don régulier.',
  submit: (amount: string, per: string): string => `Donner ${amount} ${per}`,
} as const;
