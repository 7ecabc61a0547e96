// CPU per phase of the donation flow (diagnostics, not a bench of record): the API in its own
// process (donations-server.ts), N checkouts created by 50 concurrent clients, then paid, then
// the receipts drained; prints the CPU ms per donation of the API process and of its
// PostgreSQL sessions for each phase. Usage: DATABASE_URL=... npx tsx api/bench/support/phase-cost.ts [N]
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { drainJobs } from '../../src/services/jobs/drain-jobs';
import { rowsOf } from '../../src/lib/sql-rows';
import { openBenchDatabase } from './bench-database';
import { solvedBenchProof } from './bench-proofs';
import { createBenchCampaigns, startDonationsServer } from './donations-fixtures';
import { cpuMsOf } from './process-cpu';

const N = Number(process.argv[2] ?? 3000);
const CLIENTS = 50;

async function main(): Promise<void> {
  const database = await openBenchDatabase('bench_phase');
  const handle = createDatabase(database.url, { max: 4 });
  await runMigrations(handle.pool);
  // PHASE_CAMPAIGNS (1): the donations spread over that many campaigns of as many associations.
  const campaignCount = Number(process.env.PHASE_CAMPAIGNS ?? 1);
  const campaignRows = await createBenchCampaigns(handle.db, campaignCount);
  const server = await startDonationsServer(database.url, 20);
  const base = `http://127.0.0.1:${server.port}`;
  const pgCpu = async () => {
    const rows = rowsOf<{ pid: number }>(
      await handle.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      ),
    );
    return new Map(rows.map((row) => [row.pid, cpuMsOf(row.pid)]));
  };
  const measure = async (label: string, work: () => Promise<void>) => {
    const api = cpuMsOf(server.pid);
    const pg = await pgCpu();
    const started = Date.now();
    await work();
    const pgAfter = await pgCpu();
    const pgMs = [...pgAfter].reduce((sum, [pid, ms]) => sum + ms - (pg.get(pid) ?? 0), 0);
    const apiMs = cpuMsOf(server.pid) - api;
    process.stdout.write(
      `${label.padEnd(10)} api ${(apiMs / N).toFixed(3)} ms  pg ${(pgMs / N).toFixed(3)} ms  per donation  (${((N * 1000) / (Date.now() - started)).toFixed(0)}/s)\n`,
    );
  };
  const pool = async (task: (index: number) => Promise<void>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < N) await task(next++);
      }),
    );
  };
  const checkouts: string[] = [];
  await measure('create', () =>
    pool(async (index) => {
      const response = await fetch(`${base}/api/donations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          proof: solvedBenchProof(),
          campaign_id: campaignRows[index % campaignRows.length]!.id,
          donor_name: 'Donateur Phase',
          donor_email: `phase${index}@example.test`,
          amount: 10,
          accept_terms: true,
          origin_url: base,
        }),
      });
      const body = (await response.json()) as { data: { checkout_url: string } };
      checkouts[index] = new URL(body.data.checkout_url).pathname;
    }),
  );
  await measure('pay', () =>
    pool(async (index) => {
      const response = await fetch(`${base}${checkouts[index]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'holder_name=Phase&card_number=4242424242424242',
        redirect: 'manual',
      });
      await response.arrayBuffer();
    }),
  );
  await measure('drain', () => drainJobs(handle.db, 300_000));
  // Where PostgreSQL read rows from: a scan of a whole table on the hot path shows here.
  const scans = rowsOf<{
    relation: string;
    seq_scan: number;
    seq_tup_read: number;
    idx_scan: number;
    idx_tup_fetch: number;
    n_dead_tup: number;
  }>(
    await handle.db.execute(sql`
      select schemaname || '.' || relname as relation, seq_scan, seq_tup_read, idx_scan, idx_tup_fetch, n_dead_tup
      from pg_stat_all_tables where schemaname in ('public', 'graphile_worker') and (seq_scan > 0 or idx_scan > 0)
      order by seq_tup_read desc limit 12`),
  );
  process.stdout.write(
    'relation: seq scans, rows read by them, index scans, rows fetched, dead rows\n',
  );
  for (const row of scans)
    process.stdout.write(
      `  ${row.relation}: ${row.seq_scan}, ${row.seq_tup_read}, ${row.idx_scan}, ${row.idx_tup_fetch}, ${row.n_dead_tup}\n`,
    );
  await server.stop();
  await handle.close();
  await database.drop();
}

void main();
