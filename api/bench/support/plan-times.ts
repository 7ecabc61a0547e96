// Diagnostics: the planning time of each statement the donation flow sends (named prepared
// statements and others), as PostgreSQL plans them on every execution (plan_cache_mode=
// force_custom_plan, db/client.ts). Runs donations like trace-statements.ts, keeps one
// execution of each statement (its values), then asks `explain (summary)` of each on the same
// connection settings (PLAN_TEXTS=1: and their texts). Usage: DATABASE_URL=... npx tsx api/bench/support/plan-times.ts [donations] [clients]
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { connectionOptions, createDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { drainJobs } from '../../src/services/jobs/drain-jobs';
import { BENCH_CHALLENGE_ENV, benchConfig } from './bench-config';
import { openBenchDatabase } from './bench-database';
import { solvedBenchProof } from './bench-proofs';
import { createBenchCampaigns } from './donations-fixtures';

type Query = (...args: unknown[]) => unknown;
const seen = new Map<string, { text: string; values: unknown[]; count: number }>();
let tracing = false;
const originalQuery = pg.Client.prototype.query as Query;
const prepared = new Map<string, string>();
pg.Client.prototype.query = function query(this: unknown, ...args: unknown[]) {
  if (tracing) {
    const config = args[0] as string | { text?: string; name?: string; values?: unknown[] };
    let text = typeof config === 'string' ? config : config?.text;
    const name = typeof config === 'string' ? undefined : config?.name;
    if (name && text) prepared.set(name, text);
    if (name && !text) text = prepared.get(name);
    const values =
      typeof config === 'string' ? ((args[1] as unknown[]) ?? []) : (config?.values ?? []);
    if (text) {
      const key = name ?? text.replace(/\s+/g, ' ').slice(0, 100);
      const entry = seen.get(key);
      if (entry) entry.count += 1;
      else seen.set(key, { text, values, count: 1 });
    }
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 1000);
  const parallel = Number(process.argv[3] ?? 50);
  const database = await openBenchDatabase('plan_times');
  const handle = createDatabase(database.url, { max: 20 });
  await runMigrations(handle.pool);
  const config = benchConfig(
    mkdtempSync(path.join(os.tmpdir(), 'plan-data-')),
    BENCH_CHALLENGE_ENV,
  );
  const app = await buildApp({
    config,
    db: handle.db,
    pool: handle.pool,
    mail: { send: async () => undefined },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const [campaign] = await createBenchCampaigns(handle.db, 1);
  const donate = async (i: number) => {
    const answer = await fetch(`${base}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        proof: solvedBenchProof(),
        campaign_id: campaign!.id,
        donor_name: 'Plan',
        donor_email: `plan${i}@example.test`,
        amount: 10,
        accept_terms: true,
        origin_url: base,
      }),
    });
    const created = (await answer.json()) as { data: { checkout_url: string } };
    await fetch(`${base}${new URL(created.data.checkout_url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'holder_name=Plan&card_number=4242424242424242',
      redirect: 'manual',
    });
  };
  tracing = true;
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await donate(next++);
    }),
  );
  await drainJobs(handle.db);
  tracing = false;
  const client = new pg.Client({ connectionString: database.url, options: connectionOptions() });
  await client.connect();
  const rows: [string, number, number][] = [];
  for (const [key, { text, values, count: n }] of seen) {
    if (/^\s*(begin|commit|rollback|explain|set |select 1)/i.test(text)) continue;
    try {
      // Planning only (no execution), as many times as it takes to be steady.
      let best = Infinity;
      for (let i = 0; i < 5; i += 1) {
        const { rows: plan } = await client.query(`explain (summary, format json) ${text}`, values);
        const ms = (plan[0]['QUERY PLAN'] as { 'Planning Time': number }[])[0]!['Planning Time'];
        best = Math.min(best, ms);
      }
      rows.push([key, n / count, best]);
    } catch (error) {
      rows.push([`${key} (${(error as Error).message.slice(0, 60)})`, n / count, NaN]);
    }
  }
  process.stdout.write('per donation | planning ms | ms per donation | statement\n');
  for (const [key, perDonation, ms] of rows.sort((a, b) => b[1] * b[2] - a[1] * a[2]))
    process.stdout.write(
      `${perDonation.toFixed(3).padStart(8)} ${ms.toFixed(3).padStart(8)} ${(perDonation * ms).toFixed(4).padStart(8)}  ${key.replace(/\s+/g, ' ').slice(0, 110)}\n`,
    );
  // PLAN_TEXTS=1: the statements' full texts too (to try variants with `explain`).
  if (process.env.PLAN_TEXTS)
    for (const [key, { text }] of seen) process.stdout.write(`\n=== ${key}\n${text}\n`);
  await client.end();
  await app.close();
  await handle.close();
  await database.drop();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
