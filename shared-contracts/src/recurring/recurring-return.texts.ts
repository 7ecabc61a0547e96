// The payment return page's words once a regular gift's first charge is paid (issue 29). Apart
// from recurring-screens.texts.ts: the return page may be a first visit, so it takes only these.

/** The payment return page, once a regular gift's first charge is paid. */
export const PLAN_RETURN_TEXTS = {
  started: {
    monthly: (amount: string): string => `Votre don régulier de ${amount} par mois a commencé.`,
    yearly: (amount: string): string => `Votre don régulier de ${amount} par an a commencé.`,
  },
  nextCharge: (date: string): string => `Prochain prélèvement : le ${date}.`,
  howToStop:
    'Chaque email de reçu contient un lien pour modifier, suspendre ou arrêter ce don, sans compte.',
} as const;
