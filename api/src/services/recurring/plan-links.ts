import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { absoluteHref, MS_PER_DAY, ROUTES } from 'shared-contracts';
import { RECURRING_MESSAGES } from 'shared-contracts/src/recurring/recurring.messages';
import type { PlanFrequency } from 'shared-contracts/src/recurring/recurring.rules';
import type { Database } from '../../db/client';
import { planLinks } from '../../db/schema/recurring';
import { AppError } from '../../lib/app-error';

/**
 * The signed control links of dons réguliers (issue 29). A token is
 * `<base64url JSON payload>.<base64url HMAC-SHA256>`, the key derived from JWT_SECRET
 * (planLinkKey). An emailed link (`k: 'link'`) names its plan_links row, which makes it single
 * use and expiring; opening it gives a control token (`k: 'control'`) valid one hour, for that
 * plan only, which the control page sends with each action.
 */
type TokenPayload =
  | { k: 'link'; p: string; l: string; e: number }
  | { k: 'control'; p: string; l: string; e: number };

/** How long an emailed link stays valid: until well after the next receipt brings a new one. */
export function linkLifetimeMs(frequency: PlanFrequency): number {
  return (frequency === 'monthly' ? 60 : 400) * MS_PER_DAY;
}
export const CONTROL_SESSION_MS = 60 * 60 * 1000;

function sign(key: Buffer, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const mac = createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${mac}`;
}

const invalid = () => new AppError(403, RECURRING_MESSAGES.linkInvalid, 'plan_link_invalid');

function verify(key: Buffer, token: string): TokenPayload {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) throw invalid();
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    throw invalid();
  }
  if (
    (payload.k !== 'link' && payload.k !== 'control') ||
    typeof payload.p !== 'string' ||
    typeof payload.l !== 'string' ||
    typeof payload.e !== 'number'
  )
    throw invalid();
  return payload;
}

/** A new emailed link for the plan: its row, then its token (the `t` of the page's URL). */
export async function createPlanLink(
  db: Database,
  key: Buffer,
  input: { planId: string; frequency: PlanFrequency; now: Date },
): Promise<string> {
  const expiresAt = new Date(input.now.getTime() + linkLifetimeMs(input.frequency));
  const [row] = await db
    .insert(planLinks)
    .values({ planId: input.planId, expiresAt })
    .returning({ id: planLinks.id });
  return sign(key, { k: 'link', p: input.planId, l: row!.id, e: expiresAt.getTime() });
}

/** The absolute URL of the control page for a link's token. */
export function planControlUrl(origin: string, token: string): string {
  return absoluteHref(origin, ROUTES.planControl.href({ t: token }));
}

/**
 * Uses an emailed link once: a forged or damaged one is refused (403), an expired or used one
 * too (410); none tells anything of the plan. Answers the plan id and a control token.
 */
export async function openPlanLinkToken(
  db: Database,
  key: Buffer,
  token: string,
  now: Date,
): Promise<{ planId: string; controlToken: string; expiresAt: Date }> {
  const payload = verify(key, token);
  if (payload.k !== 'link') throw invalid();
  if (payload.e <= now.getTime())
    throw new AppError(410, RECURRING_MESSAGES.linkExpired, 'plan_link_expired');
  const [used] = await db
    .update(planLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(planLinks.id, payload.l),
        eq(planLinks.planId, payload.p),
        isNull(planLinks.usedAt),
        sql`${planLinks.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: planLinks.id });
  if (!used) {
    const [row] = await db.select().from(planLinks).where(eq(planLinks.id, payload.l));
    if (!row || row.planId !== payload.p) throw invalid();
    if (row.usedAt) throw new AppError(410, RECURRING_MESSAGES.linkUsed, 'plan_link_used');
    throw new AppError(410, RECURRING_MESSAGES.linkExpired, 'plan_link_expired');
  }
  const expiresAt = new Date(now.getTime() + CONTROL_SESSION_MS);
  return {
    planId: payload.p,
    controlToken: sign(key, { k: 'control', p: payload.p, l: payload.l, e: expiresAt.getTime() }),
    expiresAt,
  };
}

/** The plan a control token lets its bearer act on (refused: forged, expired, other plan). */
export function checkControlToken(key: Buffer, token: string, planId: string, now: Date): void {
  const payload = verify(key, token);
  if (payload.k !== 'control' || payload.p !== planId.toLowerCase()) throw invalid();
  if (payload.e <= now.getTime())
    throw new AppError(403, RECURRING_MESSAGES.sessionExpired, 'plan_control_expired');
}
