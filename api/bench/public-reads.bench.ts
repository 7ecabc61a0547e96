// The public reads under load: every public GET, served by the real app
// (Fastify + drizzle + PostgreSQL, its cache of public answers on, as in production) against a
// raw node:http server returning the very same response (status, headers, body) from memory,
// in the same run. Two data sets: the demo data (npm start's) and a 50-campaign list. Load
// from wrk (Debian's package, a C program, so the load generator is not the bottleneck:
// autocannon caps the baseline). Each call: a warm-up of each server, then ROUNDS rounds
// alternating API and raw (a burst of load from other work on the machine hits both), the
// median round of each kept. The CPU time of this process (both servers live in it) per
// request is recorded too: unlike req/s and p99 it hardly moves with the machine's load.
// Writes bench/results/public-reads.json and public-reads.md.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed/seed-demo';
import { associations, campaignTotalShards, campaigns, rewards } from '../src/db/schema';
import { createMemoryMailService } from '../src/services/mail/mail-service';
import { benchConfig } from './support/bench-config';
import { openBenchDatabase } from './support/bench-database';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_S = 1;
const WRK = process.env.WRK ?? '/usr/bin/wrk';
const CAMPAIGNS = 50;
const resultsDir = path.resolve(__dirname, '..', '..', 'bench', 'results');
const run = promisify(execFile);

async function seedFiftyCampaigns(db: Database): Promise<void> {
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
        endDate: index % 5 === 0 ? null : new Date(Date.now() + 30 * 86_400_000),
        status: 'active' as const,
        associationId: association!.id,
      })),
    )
    .returning();
  // What each received, as the payments leave it: in the campaign's counter shards.
  await db.insert(campaignTotalShards).values(
    rows.map((row, index) => ({
      campaignId: row.id,
      shard: index % 4,
      raisedAmountCents: index * 1234,
      totalBackers: index,
    })),
  );
  await db.insert(rewards).values([
    { campaignId: rows[0]!.id, amountCents: 1000, title: 'Merci', position: 0 },
    { campaignId: rows[0]!.id, amountCents: 5000, title: 'Livre', position: 1 },
  ]);
}

interface Measure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** CPU time of this process (user + system) per request answered, in microseconds. */
  cpuUsPerRequest: number;
}

const toMs = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit]!;

/** One wrk run; its text output parsed (requests per second, latency percentiles, errors). */
async function measure(url: string, seconds = DURATION_S): Promise<Measure> {
  const cpuBefore = process.cpuUsage();
  const { stdout } = await run(WRK, [
    `-t${Math.min(2, os.cpus().length)}`,
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    '--latency',
    url,
  ]);
  const cpu = process.cpuUsage(cpuBefore);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(stdout);
    if (!match) throw new Error(`wrk output without ${p}%:\n${stdout}`);
    return Number(toMs(match[1]!, match[2]!).toFixed(2));
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  return {
    requestsPerSecond: Math.round(Number(rps?.[1] ?? 0)),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    errors:
      Number(non2xx?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    cpuUsPerRequest: requests ? Number(((cpu.user + cpu.system) / requests).toFixed(1)) : 0,
  };
}

/** The round with the median req/s (its own p99 and CPU kept with it). */
function median(rounds: Measure[]): Measure {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Warm-up of both servers (JIT, first GC, buffers), then rounds alternating the two. */
async function measurePair(
  apiUrl: string,
  rawUrl: string,
): Promise<{ api: Measure; raw: Measure }> {
  await measure(apiUrl, WARM_UP_S);
  await measure(rawUrl, WARM_UP_S);
  const api: Measure[] = [];
  const raw: Measure[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    api.push(await measure(apiUrl));
    raw.push(await measure(rawUrl));
  }
  return { api: median(api), raw: median(raw) };
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

interface Row {
  dataSet: string;
  call: string;
  bodyBytes: number;
  api: Measure;
  raw: Measure;
  ratio: number;
  /** Raw CPU per request / API CPU per request: the ratio with the machine's load taken out. */
  cpuRatio: number;
}

async function benchDataSet(
  dataSet: 'demo' | 'fifty',
  seed: (db: Database) => Promise<void>,
): Promise<Row[]> {
  const database = await openBenchDatabase(`bench_reads_${dataSet}`);
  const handle = createDatabase(database.url, { max: 10 });
  await runMigrations(handle.pool);
  await seed(handle.db);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const config = benchConfig(dataDir);
  const app = await buildApp({
    config,
    db: handle.db,
    pool: handle.pool,
    mail: createMemoryMailService(),
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${apiPort}`;
  const first = async (list: string) =>
    ((await (await fetch(`${base}${list}`)).json()) as { data: { slug: string }[] }).data[0]!.slug;
  const campaignSlug = await first('/api/campaigns');
  const associationSlug = await first('/api/associations');

  const paths: Record<string, string> = {
    'GET /api/campaigns': '/api/campaigns',
    'GET /api/campaigns/{slug}': `/api/campaigns/${campaignSlug}`,
    'GET /api/campaigns/{slug}/donations': `/api/campaigns/${campaignSlug}/donations`,
    'GET /api/associations': '/api/associations',
    'GET /api/associations/{slug}': `/api/associations/${associationSlug}`,
    'GET /api/stats': '/api/stats',
  };
  // The raw server answers the exact response the API answered: its body and its headers
  // (security headers, ETag, cache-control...: about 500 bytes, more than many bodies), Node
  // adding Date, Connection and Keep-Alive to both, with the same keep-alive timeout.
  const answers = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  for (const target of Object.values(paths)) {
    const response = await fetch(`${base}${target}`);
    if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
        headers[name] = value;
    });
    answers.set(target, { body: Buffer.from(await response.arrayBuffer()), headers });
  }
  const raw = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  });
  raw.keepAliveTimeout = app.server.keepAliveTimeout;
  const rawBase = `http://127.0.0.1:${await listen(raw)}`;

  const rows: Row[] = [];
  for (const [call, target] of Object.entries(paths)) {
    const { api, raw: rawMeasure } = await measurePair(`${base}${target}`, `${rawBase}${target}`);
    const row = {
      dataSet,
      call,
      bodyBytes: answers.get(target)!.body.length,
      api,
      raw: rawMeasure,
      ratio: Number((api.requestsPerSecond / rawMeasure.requestsPerSecond).toFixed(3)),
      cpuRatio: Number((rawMeasure.cpuUsPerRequest / api.cpuUsPerRequest).toFixed(3)),
    };
    rows.push(row);
    process.stdout.write(
      `${dataSet} ${call}: api ${api.requestsPerSecond} req/s (p99 ${api.p99Ms} ms, ${api.cpuUsPerRequest} µs CPU), raw ${rawMeasure.requestsPerSecond} req/s (p99 ${rawMeasure.p99Ms} ms, ${rawMeasure.cpuUsPerRequest} µs CPU), ratio ${row.ratio}, CPU ratio ${row.cpuRatio}\n`,
    );
  }

  await app.close();
  raw.close();
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

async function main(): Promise<void> {
  // Recorded with the figures: on a shared 2-core box, parallel work skews every number.
  const loadBefore = os.loadavg().map((load) => Number(load.toFixed(2)));
  const rows = [
    ...(await benchDataSet('demo', async (db) => {
      await seedDemoIfEmpty(db, { info: () => undefined });
    })),
    ...(await benchDataSet('fifty', seedFiftyCampaigns)),
  ];
  const loadAfter = os.loadavg().map((load) => Number(load.toFixed(2)));
  const report = {
    name: 'public-reads',
    date: new Date().toISOString(),
    loadGenerator: `wrk, ${Math.min(2, os.cpus().length)} threads`,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    warmUpSeconds: WARM_UP_S,
    machine: { cpus: os.cpus().length, node: process.version, loadBefore, loadAfter },
    goal: { ratioAtLeast: 0.5, p99UnderMs: 10 },
    rows,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'public-reads.json'), `${JSON.stringify(report, null, 2)}\n`);
  const label = { demo: 'demo data', fifty: `${CAMPAIGNS}-campaign list` };
  const md = [
    '# public-reads',
    '',
    `${report.date}: ${CONNECTIONS} connections (${report.loadGenerator}), per call a ${WARM_UP_S} s warm-up of each server then ${ROUNDS} rounds of ${DURATION_S} s alternating API and raw, the median round of each kept; real HTTP on 127.0.0.1, ${os.cpus().length} CPU(s), Node ${process.version}, load average (1/5/15 min) ${loadBefore.join(' / ')} before and ${loadAfter.join(' / ')} after. The API runs with its cache of public answers (emptied by PostgreSQL notifications on every write); the raw node:http server returns the same response (headers and body) from memory. CPU µs: this process's CPU time per request (both servers live in it; wrk runs apart), the figure the machine's load moves least; CPU ratio = raw µs / API µs. Goal: API / raw at least 0.5 and API p99 under 10 ms.`,
    '',
    '| data | call | body bytes | API req/s | API p50 ms | API p99 ms | API CPU µs | raw req/s | raw p99 ms | raw CPU µs | API / raw | CPU ratio | API errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${label[r.dataSet as 'demo' | 'fifty']} | \`${r.call}\` | ${r.bodyBytes} | ${r.api.requestsPerSecond} | ${r.api.p50Ms} | ${r.api.p99Ms} | ${r.api.cpuUsPerRequest} | ${r.raw.requestsPerSecond} | ${r.raw.p99Ms} | ${r.raw.cpuUsPerRequest} | ${r.ratio} | ${r.cpuRatio} | ${r.api.errors} |`,
    ),
    '',
  ].join('\n');
  writeFileSync(path.join(resultsDir, 'public-reads.md'), md);
  process.stdout.write(md);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
