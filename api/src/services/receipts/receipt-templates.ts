import {
  donorDisplayName,
  PAYMENT_MESSAGES,
  TAX_RECEIPT_MAIL_TEXTS,
  TAX_RECEIPT_TIMING_TEXTS,
  escapeHtml,
  formatEuros,
  formatLongDate,
} from 'shared-contracts';
import type { MailMessage } from '../mail/mail-service';
import type { TaxReceiptOutlook, TaxReceiptRefusal } from './issue-tax-receipt';

/** A mail ready for the mail service: French subject, text and HTML bodies. */
export interface MailContent extends MailMessage {
  html: string;
}

export interface PaidDonationFacts {
  donationId: string;
  donorName: string;
  donorEmail: string;
  amountCents: number;
  paidAt: Date;
  isAnonymous: boolean;
  message: string | null;
  campaignTitle: string;
  associationName: string;
  reward: { title: string; description: string | null } | null;
  /** A goal campaign (target and end date) refunds if missed; a continuous one pays monthly. */
  isGoalCampaign: boolean;
  /** The account asked for while donating: created with the payment, or already there. */
  account?: 'created' | 'exists';
  /** The login page on the site the donor gave from. */
  loginUrl?: string;
  /** The reçu fiscal the donor asked for: issued, to come at the goal, or refused (why). */
  taxReceipt?: TaxReceiptOutlook | null;
  /**
   * Dons réguliers: the paragraph with the plan's signed control link, on the receipt of each
   * of a plan's charges (recurring/receipt-plan-link.ts).
   */
  planControl?: string | null;
}

/**
 * What the payment email says of the reçu fiscal: that it is not one, then, when
 * the donor asked for one, when it comes, or why none will.
 */
function taxReceiptText(facts: PaidDonationFacts): string {
  const outlook = facts.taxReceipt;
  const lines: string[] = [TAX_RECEIPT_MAIL_TEXTS.notTheReceipt];
  if (outlook?.kind === 'issued') lines.push(TAX_RECEIPT_MAIL_TEXTS.issuedSeparately);
  if (outlook?.kind === 'at_goal')
    lines.push(TAX_RECEIPT_TIMING_TEXTS.atGoal(formatLongDate(outlook.endDate)));
  if (outlook?.kind === 'refused')
    lines.push(TAX_RECEIPT_MAIL_TEXTS.refused[outlook.reason](facts.associationName));
  return lines.join(' ');
}

/** The campaign's own money rule, as the donor's receipt states it. */
function fundingRuleText(isGoalCampaign: boolean): string {
  return isGoalCampaign
    ? "Cette campagne a un objectif : si elle ne l'atteint pas à sa date de fin, votre don vous sera intégralement remboursé, sans frais. Si l'objectif est atteint, les fonds seront reversés à l'association à la fin de la campagne."
    : "Cette campagne est en financement continu : les dons sont reversés chaque mois à l'association et sont définitifs. Pour toute demande exceptionnelle, contactez le support dans les 24h.";
}

function accountText(facts: PaidDonationFacts): string | null {
  const link = facts.loginUrl ? ` : ${facts.loginUrl}` : '.';
  if (facts.account === 'created')
    return `Votre compte donateur a été créé avec l'adresse ${facts.donorEmail}. Connectez-vous pour retrouver ce don${link}`;
  if (facts.account === 'exists')
    return `Un compte existe déjà avec l'adresse ${facts.donorEmail} : ce don a été enregistré sans y être rattaché. Connectez-vous à ce compte (ou utilisez « Mot de passe oublié ») pour vos prochains dons${link}`;
  return null;
}

function toHtml(paragraphs: string[]): string {
  return `<!DOCTYPE html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#212529">${paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
}

function mail(to: string, subject: string, paragraphs: string[]): MailContent {
  return { to, subject, text: paragraphs.join('\n\n'), html: toHtml(paragraphs) };
}

/** The donor's receipt: campaign, association, amount, date, reward, who sends it. */
export function donorReceipt(facts: PaidDonationFacts): MailContent {
  const amount = formatEuros(facts.amountCents / 100);
  const paragraphs = [
    `Bonjour ${facts.donorName},`,
    `Merci pour votre contribution ! Voici le reçu de votre don.`,
    [
      `Campagne : ${facts.campaignTitle}`,
      `Association : ${facts.associationName}`,
      `Montant : ${amount}`,
      `Date : ${formatLongDate(facts.paidAt)}`,
      `Référence : ${facts.donationId}`,
    ].join('\n'),
  ];
  if (facts.reward) {
    const description = facts.reward.description ? ` (${facts.reward.description})` : '';
    paragraphs.push(
      `Contrepartie : ${facts.reward.title}${description}\n${PAYMENT_MESSAGES.rewardByAssociation}.`,
    );
  }
  const account = accountText(facts);
  if (account) paragraphs.push(account);
  if (facts.planControl) paragraphs.push(facts.planControl);
  paragraphs.push(
    fundingRuleText(facts.isGoalCampaign),
    taxReceiptText(facts),
    "Merci de soutenir cette cause,\nL'équipe de la plateforme",
  );
  return mail(
    facts.donorEmail,
    `Reçu de votre don de ${amount} à « ${facts.campaignTitle} »`,
    paragraphs,
  );
}

/** The notice to the association's contact email: who gave what, and the reward to send. */
export function associationNotice(facts: PaidDonationFacts, contactEmail: string): MailContent {
  const amount = formatEuros(facts.amountCents / 100);
  // An anonymous donor's name is not sent (their email is, for a reward), and not to be shown.
  const name = donorDisplayName({ donor_name: facts.donorName, is_anonymous: facts.isAnonymous });
  const donor = facts.isAnonymous ? `${name} (identité à ne pas publier)` : name;
  const paragraphs = [
    'Bonjour,',
    `Un nouveau don de ${amount} a été reçu pour la campagne « ${facts.campaignTitle} ».`,
    [
      `Donateur : ${donor}`,
      `Email : ${facts.donorEmail}`,
      `Date : ${formatLongDate(facts.paidAt)}`,
    ].join('\n'),
  ];
  if (facts.message) paragraphs.push(`Message du donateur : ${facts.message}`);
  if (facts.reward) {
    paragraphs.push(
      `Contrepartie à envoyer au donateur : ${facts.reward.title}. Il revient à l'association de l'envoyer.`,
    );
  }
  paragraphs.push("L'équipe de la plateforme");
  return mail(contactEmail, `Nouveau don de ${amount} pour « ${facts.campaignTitle} »`, paragraphs);
}

/** A goal campaign's donor whose gift is settled without the reçu fiscal asked for, and why. */
export function taxReceiptRefusedNotice(
  facts: Pick<
    PaidDonationFacts,
    'donorName' | 'donorEmail' | 'amountCents' | 'campaignTitle' | 'associationName'
  >,
  reason: TaxReceiptRefusal,
): MailContent {
  const M = TAX_RECEIPT_MAIL_TEXTS;
  return mail(facts.donorEmail, M.refusedAtGoalSubject(facts.campaignTitle), [
    `Bonjour ${facts.donorName},`,
    M.refusedAtGoalIntro(
      facts.campaignTitle,
      formatEuros(facts.amountCents / 100),
      facts.associationName,
    ),
    M.refused[reason](facts.associationName),
    "Merci pour votre générosité,\nL'équipe de la plateforme",
  ]);
}

/** The gift a refund notice is about, and who receives the notice. */
export interface RefundedGift {
  donorName: string;
  donorEmail: string;
  amountCents: number;
  campaignTitle: string;
  associationName: string;
}

/** Sent to each donor of a goal campaign that ended short of its goal. */
export function refundNotice(input: RefundedGift): MailContent {
  const amount = formatEuros(input.amountCents / 100);
  return mail(input.donorEmail, `Remboursement de votre don à « ${input.campaignTitle} »`, [
    `Bonjour ${input.donorName},`,
    `La campagne « ${input.campaignTitle} » de l'association ${input.associationName} est terminée sans avoir atteint son objectif.`,
    `Comme prévu dans nos conditions, votre don de ${amount} vous est intégralement remboursé, sans aucun frais. Le remboursement apparaîtra sur votre relevé sous quelques jours.`,
    "Merci pour votre générosité,\nL'équipe de la plateforme",
  ]);
}

/**
 * Sent to a donor whose gift support or the association refunded on request (issue 28 item 2):
 * no goal missed here, the reason given is told as it was written. A reçu fiscal it had is
 * cancelled by the refund, which sends its own notice (tax-receipt-cancelled).
 */
export function supportRefundNotice(input: RefundedGift & { reason: string }): MailContent {
  const amount = formatEuros(input.amountCents / 100);
  return mail(input.donorEmail, `Remboursement de votre don à « ${input.campaignTitle} »`, [
    `Bonjour ${input.donorName},`,
    `Votre don de ${amount} à la campagne « ${input.campaignTitle} » de l'association ${input.associationName} vous est intégralement remboursé, par le moyen de paiement que vous aviez utilisé. Le remboursement apparaîtra sur votre relevé sous quelques jours.`,
    `Motif : ${input.reason}`,
    "Merci pour votre générosité,\nL'équipe de la plateforme",
  ]);
}
