/**
 * Dons réguliers (issue 29): the API's French words (refusals, decline reasons). The screens'
 * own words are in recurring-screens.texts.ts. Imported by path, not through the barrel.
 */

/** The API's refusals (the `detail` of the codes in http/error-codes.ts). */
export const RECURRING_MESSAGES = {
  oneOffOnlyOnGoal:
    'Cette campagne a un objectif et une date de fin : elle accepte les dons ponctuels uniquement.',
  consentRequired: 'Cochez la case pour confirmer votre don régulier.',
  linkInvalid:
    "Ce lien n'est pas valide. Utilisez le lien de votre dernier reçu, ou demandez-en un nouveau.",
  linkExpired: 'Ce lien a expiré. Demandez un nouveau lien : nous vous l’enverrons par email.',
  linkUsed:
    'Ce lien a déjà été utilisé. Pour votre sécurité, chaque lien ne sert qu’une fois : demandez-en un nouveau.',
  sessionExpired:
    'Votre session de gestion a expiré. Rouvrez un lien reçu par email ou demandez-en un nouveau.',
  planNotFound: 'Don régulier introuvable.',
  planStopped: 'Ce don régulier est arrêté : il ne peut plus être modifié.',
  planNotPaused: "Ce don régulier n'est pas suspendu.",
} as const;

/** Why a charge was refused, as told to the donor (the provider's decline code). */
export const DECLINE_REASONS: Record<string, string> = {
  card_declined: 'Votre banque a refusé le paiement.',
  insufficient_funds: 'Le solde de votre compte était insuffisant.',
  expired_card: 'Votre carte a expiré.',
  authentication_required:
    'Votre banque demande une confirmation que nous ne pouvons pas obtenir sans vous.',
  no_card: 'Aucune carte n’est enregistrée pour ce don.',
};

/** The French reason of a decline code; an unknown code reads as a plain refusal. */
export function declineReasonText(code: string | null | undefined): string {
  return (code && DECLINE_REASONS[code]) || DECLINE_REASONS.card_declined!;
}
