import { escapeHtml } from 'shared-contracts';
import { NEWS_EMAIL_TEXTS } from 'shared-contracts/src/news/news.texts';
import { toPlainText } from '../../lib/sanitize';
import type { MailMessage } from '../mail/mail-service';
import { unsubscribeHeaders } from './unsubscribe-links';

/**
 * The emails of Actualités and reminders (issue 30): each carries the one-click unsubscribe
 * headers (RFC 8058) and, in its footer, the visible link to the confirmation page.
 */

interface Unsubscribe {
  oneClick: string;
  page: string;
}

const STYLE = 'font-family:Arial,sans-serif;color:#212529;max-width:600px';

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

function footer(reason: string, unsubscribe: Unsubscribe): { html: string; text: string } {
  return {
    html: `<hr><p style="font-size:12px;color:#495057">${escapeHtml(reason)}<br><a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(NEWS_EMAIL_TEXTS.unsubscribe)}</a></p>`,
    text: `--\n${reason}\n${NEWS_EMAIL_TEXTS.unsubscribe} : ${unsubscribe.page}`,
  };
}

export function campaignNewsEmail(input: {
  to: string;
  associationName: string;
  campaignTitle: string;
  campaignUrl: string;
  title: string;
  /** Sanitized on write (post-campaign-news.ts). */
  bodyHtml: string;
  unsubscribe: Unsubscribe;
}): MailMessage {
  const intro = NEWS_EMAIL_TEXTS.updateIntro(input.associationName, input.campaignTitle);
  const end = footer(NEWS_EMAIL_TEXTS.footerUpdate(input.associationName), input.unsubscribe);
  return {
    to: input.to,
    subject: NEWS_EMAIL_TEXTS.updateSubject(input.campaignTitle, input.title),
    text: [
      intro,
      input.title,
      toPlainText(input.bodyHtml),
      `${NEWS_EMAIL_TEXTS.readOnline} : ${input.campaignUrl}`,
      end.text,
    ].join('\n\n'),
    html: `<!DOCTYPE html><html lang="fr"><body style="${STYLE}">${paragraph(intro)}<h1 style="font-size:20px">${escapeHtml(input.title)}</h1>${input.bodyHtml}<p><a href="${escapeHtml(input.campaignUrl)}">${escapeHtml(NEWS_EMAIL_TEXTS.readOnline)}</a></p>${end.html}</body></html>`,
    headers: unsubscribeHeaders(input.unsubscribe.oneClick),
  };
}

export function campaignReminderEmail(input: {
  to: string;
  associationName: string;
  campaignTitle: string;
  campaignUrl: string;
  endsOn: string;
  missing: string;
  unsubscribe: Unsubscribe;
}): MailMessage {
  const body = NEWS_EMAIL_TEXTS.reminderBody(
    input.campaignTitle,
    input.associationName,
    input.endsOn,
    input.missing,
  );
  const end = footer(NEWS_EMAIL_TEXTS.footerReminder, input.unsubscribe);
  return {
    to: input.to,
    subject: NEWS_EMAIL_TEXTS.reminderSubject(input.campaignTitle),
    text: [body, `${NEWS_EMAIL_TEXTS.reminderCta} : ${input.campaignUrl}`, end.text].join('\n\n'),
    html: `<!DOCTYPE html><html lang="fr"><body style="${STYLE}">${paragraph(body)}<p><a href="${escapeHtml(input.campaignUrl)}">${escapeHtml(NEWS_EMAIL_TEXTS.reminderCta)}</a></p>${end.html}</body></html>`,
    headers: unsubscribeHeaders(input.unsubscribe.oneClick),
  };
}
