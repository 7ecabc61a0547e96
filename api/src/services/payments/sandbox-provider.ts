import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement, recordsJson } from '../../db/prepared-statement';
import { createStatementBatcher } from '../../db/statement-batcher';
import {
  sandboxCards,
  sandboxCharges,
  sandboxOperations,
  sandboxSessions,
} from '../../db/schema/sandbox-payments';
import { parisDay } from '../receipts/tax-settings';
import { savedCardExpiry, savedCardOf } from './sandbox-cards';
import {
  CHECKOUT_SESSION_TTL_MS,
  type CardSetupInput,
  type CheckoutSession,
  type SavedCardChargeInput,
  type SavedCardChargeResult,
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
export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider &
  Required<
    Pick<
      PaymentProvider,
      'getSavedCard' | 'createCardSetupSession' | 'chargeSavedCard' | 'findSavedCardCharge'
    >
  > & {
    readSession(sessionId: string): Promise<SandboxSession | undefined>;
    completeSession(sessionId: string): Promise<SandboxSession | undefined>;
    saveTypedCard(
      sessionId: string,
      cardNumber: string,
      expiry: string | undefined,
      today?: string,
    ): Promise<void>;
    completeSetupSession(sessionId: string): Promise<SandboxSession | undefined>;
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
  // Off-session charges of the same moment (a plan charge run) share one statement.
  const chargeSavedCards = createStatementBatcher({
    runBatch: async (charges: SavedCardChargeInput[]) => {
      const { rows } = await chargeSavedCardsStatement<ChargeRow>(db, {
        charges: JSON.stringify(
          charges.map((charge) => ({
            key: charge.idempotencyKey,
            card: charge.paymentMethodRef,
            amount: charge.amountCents,
            day: charge.chargeDay,
            ref: randomId('pi_sandbox'),
          })),
        ),
      });
      const byKey = new Map(rows.map((row) => [row.idempotency_key, row]));
      return charges.map((charge) => byKey.get(charge.idempotencyKey));
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
        saveCard: input.saveCard ?? false,
        setupOnly: false,
      });
      return {
        sessionId: id,
        checkoutUrl: `${options.apiBaseUrl}${SANDBOX_CHECKOUT_PATH}/${id}`,
        expiresAt,
      };
    },

    /**
     * The card was accepted: the session completes once, whatever the number of posts (a
     * session that saves the card, once it is saved; a card-change session, never).
     */
    async completeSession(sessionId: string): Promise<SandboxSession | undefined> {
      return completeOpenSessions(sessionId);
    },

    async getSessionState(sessionId: string): Promise<SessionState> {
      if (sessionId.startsWith('plan-')) {
        // A plan's off-session charge: its donation's session id is the charge's key.
        const [charge] = await db
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.idempotencyKey, sessionId));
        if (!charge) return { status: 'pending' };
        return charge.status === 'paid'
          ? { status: 'paid', paymentReference: charge.reference }
          : { status: 'failed' };
      }
      const row = await readSession(sessionId);
      if (!row) return { status: 'failed' };
      if (row.status === 'complete')
        return { status: 'paid', paymentReference: row.paymentReference ?? row.id };
      if (row.status === 'expired') return { status: 'expired' };
      return { status: 'pending' };
    },

    /**
     * Dons réguliers: the card typed on a session that saves one is kept (once per session, the
     * conditional update is the gate); a number that is not a saved-card test card is not.
     * `today` (Paris) is the plans' clock, which the 'expires' card's expiry counts from.
     */
    async saveTypedCard(
      sessionId: string,
      cardNumber: string,
      expiry: string | undefined,
      today?: string,
    ) {
      const card = savedCardOf(cardNumber);
      if (!card) return;
      const [session] = await db
        .select()
        .from(sandboxSessions)
        .where(eq(sandboxSessions.id, sessionId));
      if (!session || session.savedCardId || (!session.saveCard && !session.setupOnly)) return;
      const exp = savedCardExpiry(card.behaviour, expiry, today ?? parisDay(new Date()));
      const id = randomId('pm_sandbox');
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(sandboxSessions)
          .set({ savedCardId: id })
          .where(
            and(eq(sandboxSessions.id, sessionId), sql`${sandboxSessions.savedCardId} is null`),
          )
          .returning({ id: sandboxSessions.id });
        if (!claimed) return;
        await tx.insert(sandboxCards).values({
          id,
          customerRef: `cus_sandbox_${session.clientReference}`,
          brand: card.brand,
          last4: card.last4,
          expMonth: exp.month,
          expYear: exp.year,
          behaviour: card.behaviour,
          declinesLeft: card.behaviour === 'decline_once' ? 1 : 0,
        });
      });
    },

    /** A card-change session completes without any payment. */
    async completeSetupSession(sessionId: string) {
      const [row] = await db
        .update(sandboxSessions)
        .set({ status: 'complete', completedAt: new Date() })
        .where(
          and(
            eq(sandboxSessions.id, sessionId),
            eq(sandboxSessions.status, 'open'),
            eq(sandboxSessions.setupOnly, true),
            sql`${sandboxSessions.savedCardId} is not null`,
          ),
        )
        .returning();
      return row;
    },

    async getSavedCard(sessionId: string) {
      const [row] = await db
        .select({ session: sandboxSessions, card: sandboxCards })
        .from(sandboxSessions)
        .innerJoin(sandboxCards, eq(sandboxCards.id, sandboxSessions.savedCardId))
        .where(and(eq(sandboxSessions.id, sessionId), eq(sandboxSessions.status, 'complete')));
      if (!row) return null;
      return {
        customerRef: row.card.customerRef,
        paymentMethodRef: row.card.id,
        brand: row.card.brand,
        last4: row.card.last4,
        expMonth: row.card.expMonth,
        expYear: row.card.expYear,
        reference: row.session.clientReference,
      };
    },

    async createCardSetupSession(input: CardSetupInput): Promise<CheckoutSession> {
      const id = randomId('cs_sandbox');
      const expiresAt = new Date(Date.now() + ttl);
      await db.insert(sandboxSessions).values({
        id,
        clientReference: input.planId,
        // Nothing is charged; the column holds what the page shows.
        amountCents: 0,
        description: input.description,
        successUrlBase: input.returnUrl,
        cancelUrl: input.cancelUrl,
        expiresAt,
        saveCard: true,
        setupOnly: true,
      });
      return {
        sessionId: id,
        checkoutUrl: `${options.apiBaseUrl}${SANDBOX_CHECKOUT_PATH}/${id}`,
        expiresAt,
      };
    },

    /**
     * An off-session charge: a key already answered gets the same answer (paid or declined),
     * whatever the card does since; else the card's test behaviour decides.
     */
    async chargeSavedCard(input: SavedCardChargeInput): Promise<SavedCardChargeResult> {
      let row = await chargeSavedCards(input);
      if (!row) {
        // The same key asked twice at once: the other statement answered it.
        const [stored] = await db
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
        row = stored && {
          idempotency_key: stored.idempotencyKey,
          status: stored.status,
          decline_code: stored.declineCode,
          reference: stored.reference,
        };
      }
      if (!row) throw new Error(`sandbox charge ${input.idempotencyKey} not recorded`);
      return row.status === 'paid'
        ? { status: 'paid', reference: row.reference }
        : { status: 'declined', declineCode: row.decline_code ?? 'card_declined' };
    },

    async findSavedCardCharge(input: { idempotencyKey: string }) {
      const [stored] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
      if (!stored) return null;
      return stored.status === 'paid'
        ? { status: 'paid' as const, reference: stored.reference }
        : { status: 'declined' as const, declineCode: stored.declineCode ?? 'card_declined' };
    },

    refund: (input: RefundInput) =>
      idempotentOperation('refund', input.idempotencyKey, input.amountCents),
    transfer: (input: TransferInput) =>
      idempotentOperation('transfer', input.idempotencyKey, input.amountCents),
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

type ChargeRow = {
  idempotency_key: string;
  status: 'paid' | 'declined';
  decline_code: string | null;
  reference: string;
};

/**
 * Off-session charges of saved cards, any number in one statement: a key already answered
 * keeps its answer; a new one is decided by its card's test behaviour (sandbox-cards.ts): an
 * unknown card or 'decline' declines, 'expires' declines after its expiry month (by the run's
 * day), 'decline_once' declines while it has a decline left (spent here), else it pays.
 */
const chargeSavedCardsStatement = preparedStatement<{ charges: string }>(
  'sandbox_charge_saved_cards',
  () => sql`
    with input as (
      select * from json_to_recordset(${sql.placeholder('charges')}::json)
        as x(key text, card text, amount bigint, day date, ref text)
    ), existing as (
      select c.* from ${sandboxCharges} c where c.idempotency_key in (select key from input)
    ), fresh as (
      select i.* from input i where i.key not in (select idempotency_key from existing)
    ), spent as (
      update ${sandboxCards} s set declines_left = s.declines_left - 1
      from fresh where s.id = fresh.card and s.behaviour = 'decline_once' and s.declines_left > 0
      returning s.id
    ), decided as (
      select fresh.key, fresh.card, fresh.amount, fresh.ref,
        case
          when s.id is null or s.behaviour = 'decline' then 'card_declined'
          when s.behaviour = 'expires' and fresh.day >
            (make_date(s.exp_year, s.exp_month, 1) + interval '1 month' - interval '1 day')::date
            then 'expired_card'
          when fresh.card in (select id from spent) then 'insufficient_funds'
        end as code
      from fresh left join ${sandboxCards} s on s.id = fresh.card
    ), inserted as (
      insert into ${sandboxCharges} (idempotency_key, card_id, amount_cents, status, decline_code, reference)
      select key, card, amount, case when code is null then 'paid' else 'declined' end, code, ref
      from decided
      on conflict (idempotency_key) do nothing
      returning idempotency_key, status, decline_code, reference
    )
    select idempotency_key, status, decline_code, reference from inserted
    union all
    select idempotency_key, status, decline_code, reference from existing`,
);

/** New sessions, given as a JSON array of rows (recordsJson): one statement for any number. */
const insertSessionsStatement = preparedStatement<{ sessions: string }>(
  'sandbox_insert_sessions',
  () => sql`
    insert into ${sandboxSessions} (id, client_reference, amount_cents, description, success_url_base, cancel_url, expires_at, save_card, setup_only)
    select id, client_reference, amount_cents, description, success_url_base, cancel_url, expires_at, coalesce(save_card, false), coalesce(setup_only, false)
    from json_populate_recordset(null::sandbox_sessions, ${sql.placeholder('sessions')}::json)`,
);

/**
 * The card was accepted: each open, unexpired session of `ids` completes with its payment
 * reference (the conditional update is the gate: once, whatever the number of posts). A
 * card-change session (setup only) never completes here (completeSetupSession), nor does a
 * session that saves the card before its card is saved (saveTypedCard): the card form tries
 * this first, so that the checkouts that save nothing, nearly all, complete in this one
 * statement.
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
      and not s.setup_only and (not s.save_card or s.saved_card_id is not null)
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
  save_card: boolean;
  setup_only: boolean;
  saved_card_id: string | null;
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
    saveCard: row.save_card,
    setupOnly: row.setup_only,
    savedCardId: row.saved_card_id,
  };
}
