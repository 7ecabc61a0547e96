import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { planCharges, recurringPlans } from '../../src/db/schema/recurring';
import type { MailMessage } from '../../src/services/mail/mail-service';
import { recurringDepsOf } from '../../src/services/recurring/recurring-deps';
import { runRecurringDay } from '../../src/services/recurring/recurring.job';
import { parisDay } from '../../src/services/receipts/tax-settings';
import { donationBody, postDonation, submitCard } from '../donations/helpers';

/** The Paris day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Sets the app's clock (charge runs, links) to noon of `day` in Paris. */
export function setClock(app: FastifyInstance, day: string): void {
  app.payments.now = () => new Date(`${day}T11:00:00Z`);
}

export function realToday(): string {
  return parisDay(new Date());
}

/** One day's run (the `plan-charges` job's work), retried if the queue's own run held the lock. */
export async function runDay(app: FastifyInstance) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const report = await runRecurringDay(recurringDepsOf(app.payments));
    if (report.ran) return report;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the charge run never got its lock');
}

/** Starts a plan through the dialog's POST /donations and pays its checkout with `card`. */
export async function startPlan(
  app: FastifyInstance,
  campaignId: string,
  input: {
    amount: number;
    frequency: 'monthly' | 'yearly';
    card?: string;
    email?: string;
    extra?: Record<string, unknown>;
  },
  token?: string,
): Promise<{ planId: string; sessionId: string; donationId: string; nextChargeOn: string }> {
  const created = await postDonation(
    app,
    donationBody(campaignId, {
      amount: input.amount,
      frequency: input.frequency,
      recurring_consent: true,
      donor_email: input.email ?? 'jeanne.dupont@example.test',
      ...input.extra,
    }),
    token,
  );
  if (created.statusCode !== 201) throw new Error(`plan refused: ${created.body}`);
  const data = created.json().data;
  const paid = await submitCard(app, data.checkout_url, input.card ?? '4242 4242 4242 4242');
  if (paid.statusCode !== 303) throw new Error(`payment refused: ${paid.statusCode} ${paid.body}`);
  return {
    planId: data.plan.id,
    sessionId: data.session_id,
    donationId: data.donation_id,
    nextChargeOn: data.plan.next_charge_on,
  };
}

export async function chargesOf(db: Database, planId: string) {
  return db
    .select()
    .from(planCharges)
    .where(eq(planCharges.planId, planId))
    .orderBy(planCharges.dueOn);
}

export async function paidChargeCents(db: Database, planId: string): Promise<number[]> {
  return (await chargesOf(db, planId))
    .filter((charge) => charge.status === 'paid')
    .map((charge) => charge.amountCents);
}

export async function planRow(db: Database, planId: string) {
  const [row] = await db.select().from(recurringPlans).where(eq(recurringPlans.id, planId));
  return row!;
}

/** The token of the last control link emailed to `to` (the `t` of the page's URL). */
export function lastControlToken(outbox: MailMessage[], to: string): string {
  for (const message of [...outbox].reverse()) {
    if (message.to !== to) continue;
    const match = /\/dons-reguliers\/gerer\?t=([^\s]+)/.exec(message.text ?? '');
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no control link emailed to ${to}`);
}

/** The ledger's payments of a campaign, in cents, and how many. */
export async function ledgerPayments(db: Database, campaignId: string) {
  const rows = await db.execute(sql`
    select coalesce(sum(amount_cents), 0)::bigint as cents, count(*) as entries
    from ledger_entries where kind = 'payment' and campaign_id = ${campaignId}`);
  const row = (rows as unknown as { rows: { cents: string; entries: string }[] }).rows[0]!;
  return { cents: Number(row.cents), entries: Number(row.entries) };
}

export async function duplicatePeriods(db: Database): Promise<number> {
  const rows = await db.execute(sql`
    select count(*) as n from (
      select c.plan_id, c.period from plan_charges c join donations d on d.id = c.donation_id
      where d.payment_status in ('paid', 'refunded') group by c.plan_id, c.period having count(*) > 1
    ) dup`);
  return Number((rows as unknown as { rows: { n: string }[] }).rows[0]!.n);
}

export { and };
