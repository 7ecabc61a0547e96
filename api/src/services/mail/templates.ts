import { escapeHtml } from 'shared-contracts';
import type { MailMessage } from './mail-service';

// French templates of the account emails. Receipts live with the payments service.

function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="fr"><body>${body}\n${button}</body></html>`;
}

export function passwordResetEmail(input: {
  to: string;
  fullName: string;
  link: string;
  validityHours: number;
}): MailMessage {
  const paragraphs = [
    `Bonjour ${input.fullName},`,
    'Une demande de réinitialisation du mot de passe de votre compte a été reçue.',
    `Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous. Il est valable ${input.validityHours} heure(s) et ne peut servir qu'une fois.`,
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ];
  return {
    to: input.to,
    subject: 'Réinitialisation de votre mot de passe',
    text: `${paragraphs.join('\n\n')}\n\n${input.link}\n`,
    html: layout(paragraphs, { href: input.link, label: 'Réinitialiser mon mot de passe' }),
  };
}

export function accountCreatedEmail(input: {
  to: string;
  fullName: string;
  roleLabel: string;
  loginUrl: string;
  /** Present when the account has no password yet: the user chooses one with this link. */
  setPasswordLink?: string;
}): MailMessage {
  const paragraphs = [
    `Bonjour ${input.fullName},`,
    `Un compte « ${input.roleLabel} » a été créé pour vous sur la plateforme de dons, avec l'adresse ${input.to}.`,
    input.setPasswordLink
      ? 'Pour choisir votre mot de passe, ouvrez le lien ci-dessous.'
      : `Vous pouvez vous connecter dès maintenant : ${input.loginUrl}`,
  ];
  const link = input.setPasswordLink ?? input.loginUrl;
  return {
    to: input.to,
    subject: 'Votre compte a été créé',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n`,
    html: layout(paragraphs, {
      href: link,
      label: input.setPasswordLink ? 'Choisir mon mot de passe' : 'Me connecter',
    }),
  };
}
