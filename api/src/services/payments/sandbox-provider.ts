import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxOperations, sandboxSessions } from '../../db/schema/sandbox-payments';
import {
  CHECKOUT_SESSION_TTL_MS,
  type CheckoutSession,
  type CreateCheckoutInput,
  type PaymentProvider,
  type RefundInput,
  type SessionState,
  type TransferInput,
} from './payment-provider';

export interface SandboxProviderOptions {
  db: Database;
  /** Absolute base of the API ('https://dons.example/api'); the checkout page lives under it. */
  apiBaseUrl: string;
  sessionTtlMs?: number;
}

export type SandboxSession = typeof sandboxSessions.$inferSelect;

export const SANDBOX_CHECKOUT_PATH = '/donations/sandbox/checkout';

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/**
 * The default provider: a checkout page served by this API and its own storage. It behaves
 * like Stripe where the donation flow can tell: sessions expire, payment happens on the
 * provider's page, refunds and transfers are idempotent by key.
 */
export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider & {
  readSession(sessionId: string): Promise<SandboxSession | undefined>;
  completeSession(sessionId: string): Promise<SandboxSession | undefined>;
} {
  const { db } = options;
  const ttl = options.sessionTtlMs ?? CHECKOUT_SESSION_TTL_MS;
  // The two writes of every donation, as prepared statements (built and parsed once).
  const insertSession = db
    .insert(sandboxSessions)
    .values({
      id: sql.placeholder('id'),
      clientReference: sql.placeholder('clientReference'),
      amountCents: sql.placeholder('amountCents'),
      description: sql.placeholder('description'),
      successUrlBase: sql.placeholder('successUrlBase'),
      cancelUrl: sql.placeholder('cancelUrl'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('sandbox_insert_session');
  const completeOpenSession = db
    .update(sandboxSessions)
    .set({
      status: 'complete',
      paymentReference: sql`${sql.placeholder('paymentReference')}`,
      completedAt: sql`now()`,
    })
    .where(
      and(
        eq(sandboxSessions.id, sql.placeholder('id')),
        eq(sandboxSessions.status, 'open'),
        sql`${sandboxSessions.expiresAt} > now()`,
      ),
    )
    .returning()
    .prepare('sandbox_complete_session');

  async function readSession(sessionId: string): Promise<SandboxSession | undefined> {
    const [row] = await db
      .select()
      .from(sandboxSessions)
      .where(eq(sandboxSessions.id, sessionId))
      .limit(1);
    if (row && row.status === 'open' && row.expiresAt.getTime() <= Date.now()) {
      const [expired] = await db
        .update(sandboxSessions)
        .set({ status: 'expired' })
        .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, 'open')))
        .returning();
      return expired ?? readSession(sessionId);
    }
    return row;
  }

  async function idempotentOperation(
    kind: 'refund' | 'transfer',
    key: string,
    amountCents: number,
  ): Promise<{ reference: string }> {
    const reference = randomId(kind === 'refund' ? 're_sandbox' : 'tr_sandbox');
    await db
      .insert(sandboxOperations)
      .values({ idempotencyKey: key, kind, reference, amountCents })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(sandboxOperations)
      .where(eq(sandboxOperations.idempotencyKey, key));
    return { reference: row!.reference };
  }

  return {
    name: 'sandbox',
    readSession,

    async createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutSession> {
      const id = randomId('cs_sandbox');
      const expiresAt = new Date(Date.now() + ttl);
      await insertSession.execute({
        id,
        clientReference: input.donationId,
        amountCents: input.amountCents,
        description: input.description,
        successUrlBase: input.successUrlBase,
        cancelUrl: input.cancelUrl,
        expiresAt,
      });
      return {
        sessionId: id,
        checkoutUrl: `${options.apiBaseUrl}${SANDBOX_CHECKOUT_PATH}/${id}`,
        expiresAt,
      };
    },

    /** The card was accepted: the session completes once, whatever the number of posts. */
    async completeSession(sessionId: string): Promise<SandboxSession | undefined> {
      const [row] = await completeOpenSession.execute({
        id: sessionId,
        paymentReference: randomId('pi_sandbox'),
      });
      return row;
    },

    async getSessionState(sessionId: string): Promise<SessionState> {
      const row = await readSession(sessionId);
      if (!row) return { status: 'failed' };
      if (row.status === 'complete')
        return { status: 'paid', paymentReference: row.paymentReference ?? row.id };
      if (row.status === 'expired') return { status: 'expired' };
      return { status: 'pending' };
    },

    refund: (input: RefundInput) =>
      idempotentOperation('refund', input.idempotencyKey, input.amountCents),
    transfer: (input: TransferInput) =>
      idempotentOperation('transfer', input.idempotencyKey, input.amountCents),
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
