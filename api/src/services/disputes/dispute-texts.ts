import type { DisputeOutcome } from '../../db/schema/disputes';

/**
 * The super admin's dispute emails (French; the API keeps its email templates beside the code
 * that sends them, as mail/templates.ts does). No spec text exists for disputes.
 */
export const DISPUTE_ALERT_TEXTS = {
  subject: {
    open: (amount: string, association: string) =>
      `Contestation de paiement : don de ${amount} à ${association}`,
    won: (amount: string, association: string) =>
      `Contestation gagnée : don de ${amount} à ${association}`,
    lost: (amount: string, association: string) =>
      `Contestation perdue : don de ${amount} à ${association}`,
  } satisfies Record<DisputeOutcome, (amount: string, association: string) => string>,
  intro: {
    open: 'Bonjour,\n\nLe titulaire de la carte a contesté auprès de sa banque le paiement d’un don.',
    won: 'Bonjour,\n\nLa banque a tranché en faveur de la plateforme : la contestation de paiement est close.',
    lost: 'Bonjour,\n\nLa banque a tranché en faveur du titulaire de la carte : la contestation de paiement est perdue.',
  } satisfies Record<DisputeOutcome, string>,
  gift: (amount: string, name: string, email: string) => `Don : ${amount}, de ${name} (${email}).`,
  campaign: (campaign: string, association: string) =>
    `Campagne : « ${campaign} », association ${association}.`,
  reason: (reason: string) => `Motif indiqué par la banque : ${reason}.`,
  reference: (id: string) => `Référence du prestataire de paiement : ${id}.`,
  consequence: {
    open: () =>
      'Le don est retenu hors des reversements tant que la contestation est ouverte et son reçu fiscal est annulé (motif : contestation du paiement). Répondez à la contestation depuis le tableau de bord du prestataire de paiement.',
    won: (fee: string | null) =>
      `Le don compte de nouveau et sera reversé à l’association avec le prochain reversement. Son reçu fiscal reste annulé : il n’est pas réémis automatiquement.${fee ? ` Le prestataire de paiement a conservé les frais de contestation, ${fee} : ils sont une perte de la plateforme.` : ''}`,
    lost: (fee: string) =>
      `Le montant du don est rendu au titulaire de la carte : il n’est pas reversé à l’association (s’il l’avait déjà été, il sera retenu sur son prochain reversement). Les frais de contestation, ${fee}, sont une perte de la plateforme.`,
  } satisfies Record<DisputeOutcome, (fee: string) => string>,
  /** The gift was refunded before or while the dispute ran: nothing more is taken back. */
  alreadyRefunded:
    'Ce don a déjà été remboursé au donateur : la contestation ne peut plus rien retirer de plus. Répondez-y avec la preuve du remboursement depuis le tableau de bord du prestataire de paiement.',
} as const;
