import { escapeHtml, formatEuros, formatLongDate } from 'shared-contracts';
import { declineReasonText } from 'shared-contracts/src/recurring/recurring.messages';
import type { PlanFrequency } from 'shared-contracts/src/recurring/recurring.rules';
import type { MailMessage } from '../mail/mail-service';

/**
 * The emails of dons réguliers (issue 29), in the platform's voice. Every email to a donor
 * carries the control link (signed, single use, expiring: plan-links.ts).
 */

function mail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!DOCTYPE html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#212529">${paragraphs
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('')}</body></html>`,
  };
}

const SIGNATURE = "Merci de votre soutien,\nL'équipe de la plateforme";

function perPeriod(amountCents: number, frequency: PlanFrequency): string {
  return `${formatEuros(amountCents / 100)} ${frequency === 'monthly' ? 'par mois' : 'par an'}`;
}

/** The paragraph every receipt of a plan's charge ends with (receipts/receipt-templates.ts). */
export function planControlParagraph(input: {
  frequency: PlanFrequency;
  amountCents: number;
  controlUrl: string;
  taxReceiptYearly: boolean;
}): string {
  const lines = [
    `Ce don fait partie de votre don régulier de ${perPeriod(input.amountCents, input.frequency)}.`,
    `Pour modifier le montant, changer de carte, suspendre ou arrêter ce don, sans compte : ${input.controlUrl}`,
    'Ce lien est personnel, ne sert qu’une fois et expire : chaque reçu vous en apporte un nouveau.',
  ];
  if (input.taxReceiptYearly)
    lines.push(
      "Vous recevrez un seul reçu fiscal pour l'année civile, récapitulant tous vos versements, au plus tard le 31 janvier.",
    );
  return lines.join('\n');
}

export function chargeDeclinedEmail(input: {
  to: string;
  donorName: string;
  campaignTitle: string;
  amountCents: number;
  declineCode: string | null;
  nextTryOn: string | null;
  controlUrl: string;
}): MailMessage {
  const next = input.nextTryOn
    ? `Nous réessaierons le ${formatLongDate(input.nextTryOn)}.`
    : 'C’était la dernière tentative : votre don régulier est suspendu.';
  return mail(input.to, `Votre don régulier à « ${input.campaignTitle} » n’a pas pu être prélevé`, [
    `Bonjour ${input.donorName},`,
    `Le prélèvement de ${formatEuros(input.amountCents / 100)} pour « ${input.campaignTitle} » a été refusé. Motif : ${declineReasonText(input.declineCode)}`,
    next,
    `Pour mettre à jour votre carte : ${input.controlUrl}`,
    SIGNATURE,
  ]);
}

export function planPausedDonorEmail(input: {
  to: string;
  donorName: string;
  campaignTitle: string;
  controlUrl: string;
}): MailMessage {
  return mail(input.to, `Votre don régulier à « ${input.campaignTitle} » est suspendu`, [
    `Bonjour ${input.donorName},`,
    `Après plusieurs tentatives refusées, votre don régulier à « ${input.campaignTitle} » est suspendu : plus aucun prélèvement ne sera tenté.`,
    `Pour mettre à jour votre carte puis le reprendre, ou l’arrêter : ${input.controlUrl}`,
    SIGNATURE,
  ]);
}

export function planPausedAssociationEmail(input: {
  to: string;
  associationName: string;
  campaignTitle: string;
  donorName: string;
  amountCents: number;
  frequency: PlanFrequency;
}): MailMessage {
  return mail(input.to, `Un don régulier à « ${input.campaignTitle} » est suspendu`, [
    `Bonjour,`,
    `Le don régulier de ${input.donorName} (${perPeriod(input.amountCents, input.frequency)}) à « ${input.campaignTitle} » est suspendu après quatre prélèvements refusés. Le donateur a été invité à mettre à jour sa carte.`,
    `L'équipe de la plateforme`,
  ]);
}

export function planStoppedByManagerEmail(input: {
  to: string;
  donorName: string;
  campaignTitle: string;
  associationName: string;
  reason: string | null;
}): MailMessage {
  const paragraphs = [
    `Bonjour ${input.donorName},`,
    `${input.associationName} a arrêté votre don régulier à « ${input.campaignTitle} ». Aucun nouveau prélèvement ne sera fait ; les dons déjà versés ne sont pas concernés.`,
  ];
  if (input.reason) paragraphs.push(`Motif : ${input.reason}`);
  paragraphs.push(SIGNATURE);
  return mail(input.to, `Votre don régulier à « ${input.campaignTitle} » est arrêté`, paragraphs);
}

export function cardExpiringEmail(input: {
  to: string;
  donorName: string;
  campaignTitle: string;
  expiry: string;
  nextChargeOn: string;
  controlUrl: string;
}): MailMessage {
  return mail(input.to, 'Votre carte expire avant votre prochain don régulier', [
    `Bonjour ${input.donorName},`,
    `La carte enregistrée pour votre don régulier à « ${input.campaignTitle} » expire fin ${input.expiry}, avant le prochain prélèvement du ${formatLongDate(input.nextChargeOn)}.`,
    `Pour enregistrer une nouvelle carte : ${input.controlUrl}`,
    SIGNATURE,
  ]);
}

export function planLinksEmail(input: {
  to: string;
  plans: {
    campaignTitle: string;
    amountCents: number;
    frequency: PlanFrequency;
    controlUrl: string;
  }[];
}): MailMessage {
  return mail(input.to, 'Vos liens pour gérer vos dons réguliers', [
    'Bonjour,',
    'Voici les liens demandés pour gérer vos dons réguliers. Chaque lien est personnel et ne sert qu’une fois.',
    ...input.plans.map(
      (plan) =>
        `« ${plan.campaignTitle} » (${perPeriod(plan.amountCents, plan.frequency)}) : ${plan.controlUrl}`,
    ),
    'Si vous n’avez rien demandé, ignorez cet email.',
    SIGNATURE,
  ]);
}
