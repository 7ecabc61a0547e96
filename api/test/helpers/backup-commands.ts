import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client, type ClientBase } from 'pg';
import { donateAndPay } from '../donations/helpers';

/* Issue 31, item 5: what the backup tests share with their embedded scenario (a child process). */

const CLI = path.join(__dirname, '../../src/cli');
export const ADDRESS = { address: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' };

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup|restore` as the operator would (node + tsx, the api folder). */
export function command(
  name: 'backup' | 'restore',
  folder: string,
  env: Record<string, string | undefined>,
): Promise<Outcome> {
  // The command's own settings only: not the test run's DATABASE_URL.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(CLI, `${name}-command.ts`), folder],
      {
        cwd: path.join(__dirname, '../..'),
        env: { ...inherited, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** What must hold in any consistent state: the ledger, the gifts and the totals agree. */
export async function consistency(client: ClientBase) {
  const { rows } = await client.query<{
    paid_count: number;
    paid_cents: string;
    ledger_payment_cents: string;
    gifts_without_ledger: number;
    receipts_without_gift: number;
    totals_off: number;
  }>(`
    select
      (select count(*)::int from donations where payment_status = 'paid') as paid_count,
      (select coalesce(sum(amount_cents), 0) from donations where payment_status = 'paid') as paid_cents,
      (select coalesce(sum(amount_cents), 0) from ledger_entries where kind = 'payment') as ledger_payment_cents,
      (select count(*)::int from donations d where d.payment_status = 'paid'
         and not exists (select 1 from ledger_entries l where l.donation_id = d.id and l.kind = 'payment')) as gifts_without_ledger,
      (select count(*)::int from tax_receipts r
         where not exists (select 1 from donations d where d.id = r.donation_id and d.payment_status = 'paid')) as receipts_without_gift,
      (select count(*)::int from campaigns c
         where (select coalesce(sum(s.raised_amount_cents), 0) from campaign_total_shards s where s.campaign_id = c.id)
            <> (select coalesce(sum(d.amount_cents), 0) from donations d where d.campaign_id = c.id and d.payment_status = 'paid')) as totals_off`);
  const row = rows[0]!;
  return {
    paidCount: row.paid_count,
    paidCents: Number(row.paid_cents),
    ledgerPaymentCents: Number(row.ledger_payment_cents),
    giftsWithoutLedger: row.gifts_without_ledger,
    receiptsWithoutGift: row.receipts_without_gift,
    totalsOff: row.totals_off,
  };
}

/**
 * Pays gifts in `lanes` loops until stop() is called (one in three asking for a reçu fiscal,
 * when the association may issue them); returns how many were paid.
 */
export function payUnderLoad(
  app: FastifyInstance,
  campaignId: string,
  { lanes = 3, receipts = true }: { lanes?: number; receipts?: boolean } = {},
) {
  let running = true;
  let paid = 0;
  const loops = Array.from({ length: lanes }, async (_, lane) => {
    for (let n = 0; running; n += 1) {
      await donateAndPay(app, campaignId, 5 + ((n + lane) % 17), {
        donor_email: `charge${lane}-${n}@example.test`,
        ...(receipts && n % 3 === 0 ? { tax_receipt: true, ...ADDRESS } : {}),
      });
      paid += 1;
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return paid;
    },
  };
}
