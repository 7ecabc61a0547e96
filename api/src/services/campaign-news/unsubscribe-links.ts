import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ROUTES, absoluteHref } from 'shared-contracts';
import { NEWS_MESSAGES } from 'shared-contracts/src/news/news.texts';
import { AppError } from '../../lib/app-error';

/**
 * The one-click unsubscribe of Actualités and reminders (issue 30; RFC 8058). A token is
 * `<base64url JSON {a: association, e: email}>.<base64url HMAC-SHA256>`, the key derived from
 * JWT_SECRET: it names who stops hearing from whom, needs no account and never expires (an
 * old email's link must still work). It unsubscribes, it reveals nothing.
 */
interface UnsubscribePayload {
  a: string;
  e: string;
}

/** The HMAC key of the unsubscribe links: its own derivation of the app's one secret. */
export function unsubscribeKey(jwtSecret: string): Buffer {
  return createHash('sha256').update(`unsubscribe-links:${jwtSecret}`).digest();
}

export function signUnsubscribeToken(
  key: Buffer,
  input: { associationId: string; email: string },
): string {
  const payload: UnsubscribePayload = { a: input.associationId, e: input.email.toLowerCase() };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The association and address a token names; a forged or damaged one is refused (403). */
export function verifyUnsubscribeToken(
  key: Buffer,
  token: string,
): { associationId: string; email: string } {
  const invalid = new AppError(403, NEWS_MESSAGES.unsubscribeInvalid, 'unsubscribe_link_invalid');
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) throw invalid;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  try {
    const payload = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    ) as UnsubscribePayload;
    if (typeof payload.a !== 'string' || typeof payload.e !== 'string') throw invalid;
    return { associationId: payload.a, email: payload.e };
  } catch {
    throw invalid;
  }
}

/**
 * The two addresses an email carries: the API's one-click endpoint for the List-Unsubscribe
 * header (mail clients POST `List-Unsubscribe=One-Click` to it, RFC 8058 section 3.1) and the
 * visible link to the French confirmation page.
 */
export function unsubscribeUrls(
  publicUrl: string,
  token: string,
): { oneClick: string; page: string } {
  return {
    oneClick: absoluteHref(publicUrl, `/api/unsubscribe?t=${encodeURIComponent(token)}`),
    page: absoluteHref(publicUrl, ROUTES.unsubscribe.href({ t: token })),
  };
}

/** The headers of RFC 2369 and RFC 8058 for a message carrying `oneClickUrl`. */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
