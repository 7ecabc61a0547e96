import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement, recordsJson } from '../../db/prepared-statement';
import { createStatementBatcher } from '../../db/statement-batcher';
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
  // The two writes of every donation, each shared by the checkouts of the same moment (group
  // commit, statement-batcher.ts).
  const insertSessions = createStatementBatcher({
    runBatch: async (sessions: (typeof sandboxSessions.$inferInsert)[]) => {
      await insertSessionsStatement(db, { sessions: recordsJson(sandboxSessions, sessions) });
      return sessions.map(() => undefined);
    },
  });
  const completeOpenSessions = createStatementBatcher({
    runBatch: async (ids: string[]) => {
      const unique = [...new Set(ids)];
      const { rows } = await completeOpenSessionsStatement<SessionRow>(db, {
        ids: unique,
        paymentReferences: unique.map(() => randomId('pi_sandbox')),
      });
      const byId = new Map(rows.map((row) => [row.id, sessionOfRow(row)]));
      // A session posted twice at once completes once: only its first post gets it.
      return ids.map((id, index) => (ids.indexOf(id) === index ? byId.get(id) : undefined));
    },
  });

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
      await insertSessions({
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
      return completeOpenSessions(sessionId);
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

/** New sessions, given as a JSON array of rows (recordsJson): one statement for any number. */
const insertSessionsStatement = preparedStatement<{ sessions: string }>(
  'sandbox_insert_sessions',
  () => sql`
    insert into ${sandboxSessions} (id, client_reference, amount_cents, description, success_url_base, cancel_url, expires_at)
    select id, client_reference, amount_cents, description, success_url_base, cancel_url, expires_at
    from json_populate_recordset(null::sandbox_sessions, ${sql.placeholder('sessions')}::json)`,
);

/**
 * The card was accepted: each open, unexpired session of `ids` completes with its payment
 * reference (the conditional update is the gate: once, whatever the number of posts).
 */
const completeOpenSessionsStatement = preparedStatement<{
  ids: string[];
  paymentReferences: string[];
}>(
  'sandbox_complete_sessions',
  () => sql`
    update ${sandboxSessions} s
    set status = 'complete', completed_at = now(),
      payment_reference = (${sql.placeholder('paymentReferences')}::text[])[array_position(${sql.placeholder('ids')}::text[], s.id)]
    where s.id = any(${sql.placeholder('ids')}::text[]) and s.status = 'open' and s.expires_at > now()
    returning s.*`,
);

type SessionRow = {
  id: string;
  client_reference: string;
  amount_cents: string | number;
  description: string;
  success_url_base: string;
  cancel_url: string;
  status: SandboxSession['status'];
  payment_reference: string | null;
  expires_at: Date;
  created_at: Date;
  completed_at: Date | null;
};

function sessionOfRow(row: SessionRow): SandboxSession {
  return {
    id: row.id,
    clientReference: row.client_reference,
    amountCents: Number(row.amount_cents),
    description: row.description,
    successUrlBase: row.success_url_base,
    cancelUrl: row.cancel_url,
    status: row.status,
    paymentReference: row.payment_reference,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}
