// The public catalogue under load: GET /api/campaigns (50 published campaigns) and
// GET /api/campaigns/{slug}, served by the real app (Fastify + drizzle + PostgreSQL, querying
// on every request) against a raw node:http server returning the very same bytes, in one run.
// autocannon, 50 connections. Writes bench/results/catalogue.json and catalogue.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { openBenchDatabase } from './support/bench-database';
import { associations, campaigns, rewards } from '../src/db/schema';
import { createMemoryMailService } from '../src/services/mail/mail-service';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CAMPAIGNS = 50;
const resultsDir = path.resolve(__dirname, '..', '..', 'bench', 'results');

async function seed(db: Database): Promise<string> {
  const [association] = await db
    .insert(associations)
    .values({
      slug: 'asso-bench',
      name: 'Association du banc d’essai',
      contactEmail: 'bench@exemple.fr',
      status: 'approved',
      category: 'education',
      imageUrl: '/api/placeholders/association.svg',
    })
    .returning();
  const rows = await db
    .insert(campaigns)
    .values(
      Array.from({ length: CAMPAIGNS }, (_, index) => ({
        slug: `campagne-${index + 1}`,
        title: `Campagne numéro ${index + 1} pour l’école du village`,
        description:
          'Des livres, des cahiers et des crayons pour les enfants du village : chaque euro compte pour la rentrée. '.repeat(
            3,
          ),
        story: '<p>Une histoire longue.</p>'.repeat(40),
        imageUrl: '/api/placeholders/campaign.svg',
        targetAmountCents: index % 5 === 0 ? null : 500_000,
        raisedAmountCents: index * 1234,
        totalBackers: index,
        endDate: index % 5 === 0 ? null : new Date(Date.now() + 30 * 86_400_000),
        status: 'active' as const,
        associationId: association!.id,
      })),
    )
    .returning();
  const detail = rows[0]!;
  await db.insert(rewards).values([
    {
      campaignId: detail.id,
      amountCents: 1000,
      title: 'Merci',
      description: 'Une carte',
      position: 0,
    },
    {
      campaignId: detail.id,
      amountCents: 5000,
      title: 'Livre',
      description: 'Un livre dédicacé',
      position: 1,
    },
  ]);
  return detail.slug;
}

interface Measure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

async function measure(url: string): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    pipelining: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    bytes: Math.round(result.throughput.average),
  };
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function main(): Promise<void> {
  // Recorded with the figures: on a shared 2-core box, parallel work skews every number.
  const loadBefore = os.loadavg()[0]!.toFixed(2);
  const database = await openBenchDatabase('bench_catalogue');
  const handle = createDatabase(database.url, { max: 10 });
  await runMigrations(handle.pool);
  const slug = await seed(handle.db);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JWT_SECRET: 'x'.repeat(40),
      SETTLEMENT_INTERVAL_MS: '0',
    }),
    logLevel: 'silent',
  };
  const app = await buildApp({
    config,
    db: handle.db,
    mail: createMemoryMailService(),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (app.server.address() as AddressInfo).port;

  // The raw server answers the exact bytes (and content type) the API answered.
  const paths = { list: '/api/campaigns', detail: `/api/campaigns/${slug}` };
  const bodies = new Map<string, Buffer>();
  for (const target of Object.values(paths)) {
    const response = await fetch(`http://127.0.0.1:${apiPort}${target}`);
    if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
    bodies.set(target, Buffer.from(await response.arrayBuffer()));
  }
  const raw = http.createServer((request, response) => {
    const body = bodies.get(request.url ?? '') ?? bodies.get(paths.list)!;
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
  const rawPort = await listen(raw);

  const results: Record<string, { api: Measure; raw: Measure; ratio: number; bodyBytes: number }> =
    {};
  for (const [name, target] of Object.entries(paths)) {
    const api = await measure(`http://127.0.0.1:${apiPort}${target}`);
    const rawMeasure = await measure(`http://127.0.0.1:${rawPort}${target}`);
    results[name] = {
      api,
      raw: rawMeasure,
      ratio: Number((api.requestsPerSecond / rawMeasure.requestsPerSecond).toFixed(3)),
      bodyBytes: bodies.get(target)!.length,
    };
    process.stdout.write(
      `${name}: api ${api.requestsPerSecond} req/s (p99 ${api.p99Ms} ms), raw ${rawMeasure.requestsPerSecond} req/s (p99 ${rawMeasure.p99Ms} ms), ratio ${results[name]!.ratio}\n`,
    );
  }

  await app.close();
  raw.close();
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });

  const report = {
    name: 'catalogue',
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    database: database.kind,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverageBefore: Number(loadBefore),
    },
    campaigns: CAMPAIGNS,
    results,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'catalogue.json'), `${JSON.stringify(report, null, 2)}\n`);
  const row = (name: string, label: string) => {
    const r = results[name]!;
    return `| ${label} | ${r.bodyBytes} | ${r.api.requestsPerSecond} | ${r.api.p50Ms} | ${r.api.p99Ms} | ${r.raw.requestsPerSecond} | ${r.raw.p99Ms} | ${r.ratio} | ${r.api.errors + r.api.non2xx} |`;
  };
  const md = [
    '# catalogue',
    '',
    `${CONNECTIONS} connections for ${DURATION_S} s per measure (autocannon), real HTTP on 127.0.0.1, ${database.kind}, ${os.cpus().length} CPU(s), Node ${process.version}, load average ${loadBefore} before the run. The API queries PostgreSQL on every request; the raw node:http server returns the same bytes from memory.`,
    '',
    '| call | body bytes | API req/s | API p50 ms | API p99 ms | raw req/s | raw p99 ms | API / raw | API errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    row('list', `GET /api/campaigns (${CAMPAIGNS} rows)`),
    row('detail', 'GET /api/campaigns/{slug}'),
    '',
  ].join('\n');
  writeFileSync(path.join(resultsDir, 'catalogue.md'), md);
  process.stdout.write(md);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
