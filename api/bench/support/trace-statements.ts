// Statements per donation: runs a few created-and-paid donations (real HTTP, as the bench) on a
// fresh database and prints every statement the API process sent to PostgreSQL, by phase
// (creation, payment, jobs drained). Usage: DATABASE_URL=... npx tsx api/bench/support/trace-statements.ts [donations] [clients]
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { associations, campaigns } from '../../src/db/schema';
import { drainJobs } from '../../src/services/jobs/drain-jobs';
import { solvedBenchProof } from './bench-proofs';
import { BENCH_CHALLENGE_ENV, benchConfig } from './bench-config';
import { openBenchDatabase } from './bench-database';

type Query = (...args: unknown[]) => unknown;
const statements: string[] = [];
let tracing = false;
const originalQuery = pg.Client.prototype.query as Query;
pg.Client.prototype.query = function query(this: unknown, ...args: unknown[]) {
  if (tracing) {
    const config = args[0] as string | { text?: string; name?: string };
    const text =
      typeof config === 'string' ? config : (config?.text ?? `(prepared ${config?.name})`);
    statements.push(text.replace(/\s+/g, ' ').slice(0, 160));
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

function dump(phase: string, count: number): void {
  const byText = new Map<string, number>();
  for (const text of statements) byText.set(text, (byText.get(text) ?? 0) + 1);
  process.stdout.write(`\n== ${phase}: ${statements.length / count} statements per donation\n`);
  for (const [text, n] of [...byText].sort((a, b) => b[1] - a[1]))
    process.stdout.write(`${(n / count).toFixed(2).padStart(6)}  ${text}\n`);
  statements.length = 0;
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 20);
  const parallel = Number(process.argv[3] ?? 1);
  const database = await openBenchDatabase('trace_donations');
  const handle = createDatabase(database.url, { max: 10 });
  await runMigrations(handle.pool);
  const config = benchConfig(
    mkdtempSync(path.join(os.tmpdir(), 'trace-data-')),
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
  const [association] = await handle.db
    .insert(associations)
    .values({ slug: 'trace', name: 'Trace', contactEmail: 'a@example.test', status: 'approved' })
    .returning();
  const [campaign] = await handle.db
    .insert(campaigns)
    .values({ slug: 'trace', title: 'Trace', status: 'active', associationId: association!.id })
    .returning();
  // Warm-up (prepared statements, task ids), then traced runs.
  const donate = async () => {
    const answer = await fetch(`${base}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        proof: solvedBenchProof(),
        campaign_id: campaign!.id,
        donor_name: 'Trace',
        donor_email: 'trace@example.test',
        amount: 10,
        accept_terms: true,
        origin_url: base,
      }),
    });
    if (answer.status !== 201)
      throw new Error(`creation answered ${answer.status}: ${await answer.text()}`);
    const created = (await answer.json()) as { data: { checkout_url: string } };
    // The checkout URL names the configured public URL: keep its path, as the wrk script does.
    return `${base}${new URL(created.data.checkout_url).pathname}`;
  };
  const pay = async (url: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'holder_name=Trace&card_number=4242424242424242',
      redirect: 'manual',
    });
    if (response.status !== 303) throw new Error(`payment answered ${response.status}`);
  };
  await pay(await donate());
  await drainJobs(handle.db);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  tracing = true;
  statements.length = 0;
  if (parallel > 1) {
    // Under load (as the bench: each client creates then pays, again and again): what the
    // coalesced statements (NOTIFYs, cache barrier) and the job fetches cost per donation.
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let i = 0; i < count / parallel; i += 1) await pay(await donate());
      }),
    );
    await drainJobs(handle.db);
    tracing = false;
    dump(`${parallel} clients, everything until drained`, count);
  } else {
    const urls: string[] = [];
    for (let i = 0; i < count; i += 1) urls.push(await donate());
    dump('POST /api/donations', count);
    for (const url of urls) await pay(url);
    dump('POST sandbox card form', count);
    await drainJobs(handle.db);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    tracing = false;
    dump('jobs (and everything else until drained, incl. drain polls)', count);
  }
  await app.close();
  await handle.close();
  await database.drop();
}

main().catch((error: unknown) => {
  // (the database of a failed run is left for inspection: drop it by hand)
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
