import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { CAMPAIGN_TOTAL_SHARDS, campaignTotalShards } from '../../db/schema/campaign-totals';
import { campaigns } from '../../db/schema/campaigns';
import { donations } from '../../db/schema/donations';
import { ledgerEntries } from '../../db/schema/ledger';
import { associationDebts, payouts } from '../../db/schema/payouts';
import { rowsOf } from '../../lib/sql-rows';
import {
  enqueueRefundNoticeInTx,
  paymentJobSql,
  withdrawReconciliationSql,
} from '../jobs/payment-jobs';
import { cancelTaxReceiptInTx, issueTaxReceiptInTx } from '../receipts/issue-tax-receipt';
import { donationFees } from '../settlement/fees';

export type DonationRow = typeof donations.$inferSelect;

/*
 * A donation may become paid from any state in which its money was not counted yet
 * (pending, expired, failed): a provider that reports a capture is believed even after we saw
 * the session as expired, so money is never lost; 'paid' and 'refunded' are excluded, so it
 * is never counted twice.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The shard this connection adds to (campaign-totals.ts): one per connection, mostly. */
const shardOfConnection = sql.raw(`(pg_backend_pid() % ${CAMPAIGN_TOTAL_SHARDS})::smallint`);

async function moveTotals(tx: Tx, donation: DonationRow, direction: 1 | -1): Promise<string> {
  const amount = donation.amountCents * direction;
  await tx.execute(sql`
    insert into ${campaignTotalShards} as s (campaign_id, shard, raised_amount_cents, total_backers)
    values (${donation.campaignId}, ${shardOfConnection}, ${amount}, ${direction})
    on conflict (campaign_id, shard) do update
    set raised_amount_cents = s.raised_amount_cents + excluded.raised_amount_cents,
      total_backers = s.total_backers + excluded.total_backers`);
  const [campaign] = await tx
    .select({ associationId: campaigns.associationId })
    .from(campaigns)
    .where(eq(campaigns.id, donation.campaignId));
  if (!campaign)
    throw new Error(`campaign ${donation.campaignId} of donation ${donation.id} not found`);
  return campaign.associationId;
}

/**
 * The one place a donation becomes paid, as ONE SQL statement (one round trip while the
 * shard's row is locked):
 * - the conditional UPDATE ... WHERE payment_status in (...) RETURNING is the gate: of any
 *   number of concurrent webhooks and polls, PostgreSQL lets exactly one see the row change
 *   (the others wait on the row lock, re-check the condition and match nothing);
 * - the campaign's totals move (one counter shard, see campaign-totals.ts: payments to one
 *   campaign do not queue on one row), the ledger row is written and the receipts' job is
 *   added (durable queue: sent after the commit, even across a crash) and the checkout's
 *   reconciliation job withdrawn, all only from that returned row, in the same statement;
 * - the ledger key `payment:<donation>` is a second, independent guard: a duplicate would
 *   abort the whole statement.
 * A payment without a reçu fiscal (most of them) is that statement alone, its own transaction:
 * one round trip and one commit. When a reçu fiscal is due, the statement and the receipt's
 * numbering (issueTaxReceiptInTx) share a transaction, so a paid donation and its number exist
 * together or not at all.
 *
 * `deferPublicNotify`: the caller announces the change to the public caches itself right after
 * the commit (PublicCache.publish, coalesced): the triggers of migration 0008 then skip their
 * NOTIFY for this transaction. A NOTIFY serialises the commits of the whole server (PostgreSQL
 * holds a global lock across each notifying commit's WAL flush), which capped payments at about
 * one per disk flush; the jobs are added without one for the same reason (insertJobSql).
 * Without it (settle CLI, seed, tests) the triggers notify as always.
 * Returns the donation id when this call made it paid, null otherwise.
 */
export async function confirmDonationPayment(
  db: Database,
  input: PaymentInput,
): Promise<{ id: string; accountRequested: boolean } | null> {
  const paid = paidRow(
    rowsOf<PaidRow>(
      await markPaidWithoutTaxReceipt(db, {
        sessionId: input.sessionId,
        paymentReference: input.paymentReference,
        notify: notifyMode(input),
      }),
    ),
  );
  if (paid) return { id: paid.id, accountRequested: paid.accountRequested };
  // A reçu fiscal to number, or nothing to do (already paid, refunded, unknown session).
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      markPaidSql({
        sessionId: input.sessionId,
        paymentReference: input.paymentReference,
        notify: notifyMode(input),
        withoutTaxReceipt: false,
      }),
    );
    const paidWithReceipt = paidRow(rowsOf<PaidRow>(result));
    if (paidWithReceipt?.wantsTaxReceipt) await issueTaxReceiptInTx(tx, paidWithReceipt.id);
    return (
      paidWithReceipt && {
        id: paidWithReceipt.id,
        accountRequested: paidWithReceipt.accountRequested,
      }
    );
  });
}

interface PaymentInput {
  sessionId: string;
  paymentReference: string;
  deferPublicNotify?: boolean;
}

const notifyMode = (input: PaymentInput) => (input.deferPublicNotify ? 'deferred' : 'commit');

/** The payment statement; its values are SQL placeholders in the prepared form. */
function markPaidSql(values: {
  sessionId: unknown;
  paymentReference: unknown;
  notify: unknown;
  withoutTaxReceipt: boolean;
}): SQL {
  return sql`
    with paid as (
      update ${donations}
      set payment_status = 'paid', paid_at = now(), payment_reference = ${values.paymentReference}, updated_at = now()
      where provider_session_id = ${values.sessionId} and payment_status in ('pending', 'expired', 'failed')
        ${values.withoutTaxReceipt ? sql`and not wants_tax_receipt` : sql``}
      returning id, campaign_id, amount_cents, wants_tax_receipt,
        pending_account_password_hash is not null as account_requested,
        donor_name, donor_email, paid_at, is_anonymous, message, reward_title, reward_description,
        origin_url
    ), moved as (
      insert into ${campaignTotalShards} as s (campaign_id, shard, raised_amount_cents, total_backers)
      select paid.campaign_id, ${shardOfConnection}, paid.amount_cents, 1 from paid
      on conflict (campaign_id, shard) do update
      set raised_amount_cents = s.raised_amount_cents + excluded.raised_amount_cents,
        total_backers = s.total_backers + excluded.total_backers
      returning s.campaign_id
    ), entry as (
      insert into ${ledgerEntries} (entry_key, kind, campaign_id, association_id, donation_id, amount_cents, reference)
      select 'payment:' || paid.id, 'payment', paid.campaign_id, c.association_id, paid.id,
        paid.amount_cents, ${values.paymentReference}
      from paid join ${campaigns} c on c.id = paid.campaign_id
      returning id
    ), job as (
      ${paymentJobSql(sql`paid`)}
      returning id
    ), reconciliation as (
      ${withdrawReconciliationSql(sql`paid`)}
    )
    select paid.id, paid.wants_tax_receipt, paid.account_requested,
      (select count(*) from entry) as entries, (select count(*) from moved) as shards,
      (select count(*) from job) as jobs,
      set_config('app.public_data_notify', ${values.notify}::text, true) as notify
    from paid
  `;
}

/** The payment of a donation without a reçu fiscal: the hot path, a prepared statement. */
const markPaidWithoutTaxReceipt = preparedStatement<{
  sessionId: string;
  paymentReference: string;
  notify: string;
}>('mark_paid_without_tax_receipt', () =>
  markPaidSql({
    sessionId: sql.placeholder('sessionId'),
    paymentReference: sql.placeholder('paymentReference'),
    notify: sql.placeholder('notify'),
    withoutTaxReceipt: true,
  }),
);

interface PaidRow {
  id: string;
  wants_tax_receipt: boolean;
  account_requested: boolean;
  entries: string;
  shards: string;
  jobs: string;
}

function paidRow(
  rows: PaidRow[],
): { id: string; wantsTaxReceipt: boolean; accountRequested: boolean } | null {
  const [row] = rows;
  if (!row) return null;
  if (Number(row.entries) !== 1 || Number(row.shards) !== 1 || Number(row.jobs) !== 1) {
    // Cannot happen with the foreign keys in place; loud if it ever does.
    throw new Error(
      `payment of donation ${row.id} wrote ${row.entries} ledger row(s), ${row.shards} total shard(s), ${row.jobs} job(s)`,
    );
  }
  return {
    id: row.id,
    wantsTaxReceipt: row.wants_tax_receipt,
    accountRequested: row.account_requested,
  };
}

/**
 * A paid donation given back in full: totals move back, one refund row. Once only. When its
 * money had already gone to the association in a transfer, the association now owes what it
 * received for it (amount less commission and fees): a debt withheld from its next transfer.
 * The donor's notices (refund, reçu fiscal cancelled) are jobs added in the same transaction.
 */
export async function recordDonationRefund(
  db: Database,
  input: { donationId: string; refundReference: string | null; payoutId?: string | null },
): Promise<DonationRow | null> {
  return db.transaction(async (tx) => {
    const [donation] = await tx
      .update(donations)
      .set({
        paymentStatus: 'refunded',
        refundedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(input.payoutId ? { payoutId: input.payoutId } : {}),
      })
      .where(and(eq(donations.id, input.donationId), eq(donations.paymentStatus, 'paid')))
      .returning();
    if (!donation) return null;
    const associationId = await moveTotals(tx, donation, -1);
    await tx.insert(ledgerEntries).values({
      entryKey: `refund:${donation.id}`,
      kind: 'refund',
      campaignId: donation.campaignId,
      associationId,
      donationId: donation.id,
      payoutId: input.payoutId ?? null,
      amountCents: donation.amountCents,
      reference: input.refundReference,
    });
    if (donation.payoutId && !input.payoutId) await recordDebtIfTransferred(tx, donation);
    await cancelTaxReceiptInTx(tx, donation.id);
    await enqueueRefundNoticeInTx(tx, donation.id, donation.payoutId);
    return donation;
  });
}

async function recordDebtIfTransferred(tx: Tx, donation: DonationRow): Promise<void> {
  const [payout] = await tx
    .select({ id: payouts.id, kind: payouts.kind, associationId: payouts.associationId })
    .from(payouts)
    .where(eq(payouts.id, donation.payoutId!));
  if (payout?.kind !== 'transfer') return;
  const fees = donationFees(donation.amountCents);
  const owedCents = donation.amountCents - fees.commissionCents - fees.processingFeeCents;
  if (owedCents <= 0) return;
  await tx
    .insert(associationDebts)
    .values({
      associationId: payout.associationId,
      campaignId: donation.campaignId,
      donationId: donation.id,
      payoutId: payout.id,
      amountCents: owedCents,
    })
    .onConflictDoNothing();
}

/** A session that ended without payment. Only a pending donation changes; nothing is counted. */
export async function closeUnpaidDonation(
  db: Database,
  input: { sessionId: string; status: 'expired' | 'failed' },
): Promise<DonationRow | null> {
  const [donation] = await db
    .update(donations)
    .set({ paymentStatus: input.status, updatedAt: sql`now()` })
    .where(
      and(eq(donations.providerSessionId, input.sessionId), eq(donations.paymentStatus, 'pending')),
    )
    .returning();
  return donation ?? null;
}
