// The payment return page's texts that the spec does not give (spec section 8's own texts are
// PAYMENT_MESSAGES in texts.ts).

/** The /donation/success page around the spec's three states. */
export const PAYMENT_RETURN_TEXTS = {
  /**
   * The document title while checking. The spec's heading, 'Vérification en cours', does not say
   * what is checked; a tab or a screen reader's page list reads this one.
   */
  checkingDocumentTitle: 'Vérification du paiement en cours',
  /** Heading and document title once the check has lasted PAYMENT_LONG_WAIT_MS. */
  longWaitTitle: 'Paiement en cours de confirmation',
  longWaitText:
    "La confirmation de votre paiement prend plus de temps que d'habitude. Vous pouvez quitter cette page sans risque : vous recevrez un email de confirmation dès que votre paiement sera confirmé.",
  longWaitStillChecking: 'Si vous restez, cette page continue de vérifier.',
  /** Links of a paid gift and of a long wait. */
  backToCampaign: 'Retour à la campagne',
  /** Back to the campaign with its contribution dialog open (expired or declined payment). */
  retry: 'Réessayer',
  /** Asks the status again after a failed status call. */
  retryCheck: 'Vérifier à nouveau',
  giftSummary: (amount: string, campaignTitle: string): string =>
    `Votre don de ${amount} à « ${campaignTitle} » est bien enregistré.`,
} as const;
