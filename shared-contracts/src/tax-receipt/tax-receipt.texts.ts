// Texts of the reçus fiscaux (the spec gives none). The Cerfa 11580 wording is quoted
// as the form prints it (its version: CERFA_11580, cerfa.ts).
import { VALIDATION_MESSAGES } from '../texts';
import { CERFA_11580 } from './cerfa';
import type { ReceiptFact } from './tax-receipt-beneficiary';

/** 'a', 'a et b', 'a, b et c'. */
function frenchList(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/** Each fact of the beneficiary block, as the review screen and the API's refusal name it. */
export const RECEIPT_FACT_LABELS: Record<ReceiptFact, string> = {
  address: 'l’adresse (numéro et rue)',
  postal_code: 'le code postal',
  city: 'la commune',
  siren_or_rna: 'le numéro SIREN ou RNA',
  purpose: 'l’objet',
  legal_status: 'le statut',
  signatory: 'le représentant qui signe (nom et qualité)',
  proof: 'le justificatif téléversé (rescrit fiscal ou statuts)',
};
export const TAX_RECEIPT_MESSAGES = {
  notEligible: "Cette association n'est pas habilitée à délivrer des reçus fiscaux.",
  rewardBreaksRule: (capEuros: string): string =>
    `La valeur de cette contrepartie dépasse le quart de votre don ou ${capEuros} : choisissez « sans contrepartie » pour recevoir un reçu fiscal.`,
  postalCode: VALIDATION_MESSAGES.postalCode,
  rate: 'Le taux doit être 66 ou 75',
  year: 'Année invalide',
  declarationIncomplete:
    "Renseignez l'objet, le statut, le représentant et le justificatif (rescrit fiscal ou statuts)",
  alreadyVerified: "L'éligibilité de cette association est déjà vérifiée",
  /** The super admin's verification refused (422 on `decision`): what the receipts would lack. */
  verificationIncomplete: (missing: ReceiptFact[]): string =>
    `Vérification impossible : il manque ${frenchList(missing.map((fact) => RECEIPT_FACT_LABELS[fact]))} de l’association.`,
  /** The proof is a document the association uploaded, never an address elsewhere. */
  proofNotOwnUpload:
    'Le justificatif doit être un document téléversé par votre association (rescrit fiscal ou statuts).',
  /** Told to the manager when a change sent the verified association back to review. */
  backToReview:
    'Les informations imprimées sur vos reçus fiscaux ont changé : l’équipe de la plateforme doit les vérifier à nouveau. D’ici là, aucun reçu fiscal n’est émis.',
} as const;

/**
 * When the reçu fiscal comes, said by the dialog before paying and by the payment
 * email: a continuous campaign's gift is final when paid; a goal campaign's only once the goal
 * is reached, at the campaign's end (a missed goal refunds the gift and issues no receipt).
 */
export const TAX_RECEIPT_TIMING_TEXTS = {
  afterPayment: 'Votre reçu fiscal vous sera envoyé par email après le paiement.',
  atGoal: (endDate: string): string =>
    `Votre reçu fiscal vous sera envoyé par email une fois l'objectif atteint, à la fin de la campagne (le ${endDate}) : votre don ne devient définitif qu'à ce moment. Si l'objectif n'est pas atteint, votre don vous sera remboursé et aucun reçu fiscal ne sera émis.`,
} as const;

export const TAX_RECEIPT_DIALOG_TEXTS = {
  wish: 'Je souhaite un reçu fiscal',
  withoutReward: 'Sans contrepartie',
  afterReduction: (amount: string): string => `soit ${amount} après réduction d'impôt`,
  deductibleBadge: 'Dons déductibles',
} as const;

/** What the PDF prints, laid out like Cerfa 11580. */
export const TAX_RECEIPT_PDF_TEXTS = {
  title: 'Reçu des dons et versements effectués par les particuliers',
  articles: 'au titre des articles 200 et 978 du code général des impôts (CGI)',
  cerfa: `Modèle conforme au formulaire ${CERFA_11580.label}`,
  number: 'Numéro d’ordre du reçu',
  beneficiary: 'Bénéficiaire des versements',
  name: 'Nom ou dénomination',
  address: 'Adresse',
  sirenOrRna: 'N° SIREN ou RNA',
  street: 'Numéro et rue',
  postalCode: 'Code postal',
  city: 'Commune',
  purpose: 'Objet',
  status: 'Statut',
  donor: 'Donateur',
  donorName: 'Nom et prénom',
  acknowledge:
    'Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d’impôt, la somme de :',
  inWords: 'Somme en toutes lettres',
  giftDate: 'Date du versement ou du don',
  certify:
    'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction d’impôt prévue à l’article :',
  /** The boxes of the certification: income tax (ticked: the platform's gifts), IFI. */
  article200: '200 du CGI',
  article978: '978 du CGI',
  form: 'Forme du don',
  formValue: 'Déclaration de don manuel',
  nature: 'Nature du don',
  natureValue: 'Numéraire',
  method: 'Mode de versement du don',
  methodValue: 'Carte bancaire',
  rate: (rate: number): string => `Taux de réduction d’impôt applicable : ${rate} %`,
  signature: 'Date et signature',
  signedOn: (date: string): string => `Fait le ${date}`,
  cancelled: (date: string): string => `REÇU ANNULÉ le ${date}`,
  cancelledReason:
    'Motif : le don a été intégralement remboursé. Ce reçu ne justifie aucune réduction d’impôt.',
  /** The reason printed when the cardholder disputed the payment with their bank. */
  cancelledReasonDispute:
    'Motif : contestation du paiement auprès de la banque. Ce reçu ne justifie aucune réduction d’impôt.',
  /** Printed large across every page of a cancelled receipt. */
  cancelledStamp: 'ANNULÉ',
  /**
   * The reçu récapitulatif of a plan's regular gifts of one calendar year (issue 29): one
   * receipt for the year's charges instead of one per charge, stating their period, their
   * number and their total. CGI art. 200 (the reduction is for the sums paid during the year);
   * BOFiP BOI-IR-RICI-250-40 (the receipt that justifies the gifts: its mentions, as Cerfa 11580).
   */
  recapTitle: (year: number): string => `Reçu récapitulatif des dons réguliers de l’année ${year}`,
  recapIntro: (year: number): string =>
    `Ce reçu récapitule les versements réguliers (don mensuel ou annuel) reçus du donateur au cours de l’année ${year} : il remplace un reçu par versement.`,
  recapAcknowledge: (year: number): string =>
    `Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d’impôt, au cours de l’année ${year}, la somme totale de :`,
  /** Printed in the Cerfa's 'Date du versement ou du don' field of a récapitulatif. */
  recapPeriod: (from: string, to: string): string => `du ${from} au ${to}`,
  recapCount: 'Nombre de versements',
  recapTotal: 'Total des versements de l’année',
  summaryTitle: (year: number): string => `Récapitulatif de vos reçus fiscaux ${year}`,
  summaryTotal: 'Total des dons ouvrant droit à réduction',
  summaryNote:
    'Ce récapitulatif n’est pas un reçu : chaque reçu ci-dessus fait foi. Conservez-les avec votre déclaration.',
} as const;

export const TAX_RECEIPT_MAIL_TEXTS = {
  /** Every payment email: the payment's confirmation is not the receipt of art. 200 CGI. */
  notTheReceipt: "Cet email confirme votre paiement : ce n'est pas un reçu fiscal.",
  issuedSeparately:
    'Votre reçu fiscal vous est envoyé dans un email séparé, avec le PDF en pièce jointe.',
  refusedAtGoalSubject: (campaign: string): string =>
    `Votre don à « ${campaign} » : pas de reçu fiscal`,
  refusedAtGoalIntro: (campaign: string, amount: string, association: string): string =>
    `La campagne « ${campaign} » a atteint son objectif : votre don de ${amount} est reversé à l'association ${association}.`,
  /** A donor who asked for a receipt and will get none, with the reason. */
  refused: {
    not_eligible: (association: string): string =>
      `Vous avez demandé un reçu fiscal, mais l'association ${association} n'est plus habilitée à délivrer des reçus fiscaux : aucun reçu fiscal ne sera émis pour ce don.`,
    reward_rule: (association: string): string =>
      `Vous avez demandé un reçu fiscal, mais la valeur de votre contrepartie dépasse ce que la loi admet (le quart du don, dans la limite d'un plafond annuel) : l'association ${association} ne peut pas émettre de reçu fiscal pour ce don.`,
  },
  issuedSubject: (association: string): string => `Votre reçu fiscal – ${association}`,
  issuedBody: (name: string, number: string, amount: string, association: string): string =>
    `Bonjour ${name},\n\nVeuillez trouver ci-joint votre reçu fiscal n° ${number} pour votre don de ${amount} à ${association}. Conservez-le : il justifie votre réduction d'impôt.\n\nMerci pour votre générosité.`,
  /** A reçu récapitulatif of a plan's regular gifts of one year (issue 29). */
  issuedBodyRecap: (
    name: string,
    number: string,
    year: number,
    charges: string,
    amount: string,
    association: string,
  ): string =>
    `Bonjour ${name},\n\nVeuillez trouver ci-joint votre reçu fiscal récapitulatif n° ${number} pour vos dons réguliers de l'année ${year} à ${association} : ${charges}, pour un total de ${amount}. Ce reçu unique remplace un reçu par versement ; conservez-le : il justifie votre réduction d'impôt.\n\nMerci pour votre générosité.`,
  cancelledSubject: (association: string): string =>
    `Annulation de votre reçu fiscal – ${association}`,
  cancelledBody: (name: string, number: string, amount: string, date: string): string =>
    `Bonjour ${name},\n\nVotre don de ${amount} vous a été remboursé : le reçu fiscal n° ${number} est annulé depuis le ${date}. Ne le joignez pas à votre déclaration de revenus.`,
  /** The receipt of a gift whose payment the cardholder disputed with their bank. */
  cancelledBodyDispute: (name: string, number: string, amount: string, date: string): string =>
    `Bonjour ${name},\n\nLe paiement de votre don de ${amount} fait l'objet d'une contestation auprès de votre banque : le reçu fiscal n° ${number} est annulé depuis le ${date}. Ne le joignez pas à votre déclaration de revenus.`,
  /**
   * A reçu récapitulatif cancelled because one of its charges was refunded or disputed: the
   * corrected one (the charges still paid) follows, with the next number.
   */
  cancelledBodyRecap: (name: string, number: string, year: number, date: string): string =>
    `Bonjour ${name},\n\nUn de vos dons réguliers de l'année ${year} vous a été remboursé ou fait l'objet d'une contestation auprès de votre banque : le reçu fiscal récapitulatif n° ${number} est annulé depuis le ${date}. Ne le joignez pas à votre déclaration de revenus. Si d'autres versements de l'année restent acquis, un reçu récapitulatif corrigé vous est envoyé dans un email séparé.`,
} as const;

export const TAX_RECEIPT_CSV_HEADER = [
  'Année',
  'Nombre de reçus émis',
  'Montant total des reçus émis (€)',
  'Nombre de reçus annulés',
  'Montant total des reçus annulés (€)',
] as const;

/** A receipt's status as the donor and manager lists show it, with its date. */
export const TAX_RECEIPT_STATUS_TEXTS = {
  issued: (date: string): string => `Émis le ${date}`,
  cancelled: (date: string): string => `Annulé le ${date}`,
} as const;

/** A reçu récapitulatif (a plan's regular gifts of a year) in the donor and manager lists. */
export const TAX_RECEIPT_RECAP_TEXTS = {
  label: (year: number): string => `Reçu récapitulatif ${year}`,
  period: (from: string, to: string): string => `du ${from} au ${to}`,
  periodLabel: 'Période des versements',
  chargesLabel: 'Versements',
  charges: (count: number): string =>
    count === 1 ? '1 versement régulier' : `${count} versements réguliers`,
} as const;

export const TAX_RECEIPT_NOT_FOUND = 'Reçu fiscal introuvable';

/**
 * The association editors (manager and super admin) around the facts its reçus fiscaux print
 * (Cerfa 11580*05's beneficiary block) and the super admin's review.
 */
export const ASSOCIATION_RECEIPT_BLOCK_TEXTS = {
  street: 'Adresse (numéro et rue)',
  postalCode: 'Code postal',
  city: 'Commune',
  siren: 'Numéro SIREN',
  rna: 'Numéro RNA',
  /** Under the address and the identifiers: why they matter. */
  hint: `Imprimés sur vos reçus fiscaux (${CERFA_11580.label}) : l’adresse, le code postal, la commune et le numéro SIREN ou RNA.`,
  /** Above the manager's form of a verified association. */
  verifiedWarning:
    'Vos reçus fiscaux sont vérifiés. Modifier le nom, l’adresse, le code postal, la commune, le SIREN ou le RNA les renverra en vérification : aucun reçu ne sera émis avant la nouvelle vérification.',
  backToReview: TAX_RECEIPT_MESSAGES.backToReview,
  backToReviewTitle: 'Reçus fiscaux en attente de vérification',
  /** The super admin's review while facts are missing: the verify button stays off. */
  missingTitle: 'Vérification impossible pour l’instant',
  missingIntro: 'Il manque, pour que les reçus soient conformes :',
  missingLabel: (fact: ReceiptFact): string => RECEIPT_FACT_LABELS[fact],
  identifier: 'N° SIREN ou RNA',
  address: 'Adresse',
} as const;
