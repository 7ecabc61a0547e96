// The scale test (npm run test:scale): the platform as several machines would run it, on this
// one. A fresh database on the machine's PostgreSQL, the machine's Redis, a local S3 stand-in,
// two API instances (api/src/server.ts, each its own process and port) and nginx in front of
// them with deploy/nginx/plateforme-dons-proxy.conf. Then, through the proxy: concurrent
// donations and reads, and checks that totals and the ledger agree to the cent, that a write
// through one instance is read at once through the other, that the login limit counts across
// both, that an upload through one is served by the other and that settlement ran once.
// Settings: DATABASE_URL (a server; default the machine's), REDIS_URL, SCALE_DONORS (60).
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { checkoutChallengeSchema, solveCheckoutChallenge } from 'shared-contracts';
import { createDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { associations, campaigns, userAssociations, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { rowsOf } from '../src/lib/sql-rows';
import { checkLedger } from '../src/services/ledger/check-ledger';
import { pngBytes } from '../test/helpers/files';
import { startS3StandIn } from '../test/helpers/s3-stand-in';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DONORS = Number(process.env.SCALE_DONORS ?? 60);
const AUTH_LIMIT = 4;
/** Donations paid through one instance and read at once through the other (step 2). */
const CROSS_ROUNDS = 20;
/** How long the other instance may take to apply a payment's notification (see step 2). */
const CROSS_LAG_MS = 250;
const PASSWORD = 'mot-de-passe-du-test';
const AMOUNTS = [1, 5, 10, 20, 50, 12.34, 7.5, 33.33, 1.99, 2.01];

const cleanups: (() => Promise<void> | void)[] = [];
const step = (message: string) => process.stdout.write(`scale: ${message}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

async function createFreshDatabase(): Promise<string> {
  const name = `scale_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const client = new Client({ connectionString: SERVER_URL });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });
  return withDatabase(SERVER_URL, name);
}

function startInstance(port: number, env: Record<string, string>): ChildProcess {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scale-instance-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  child.on('exit', (code) => {
    if (code && code !== 0) process.stderr.write(`instance on ${port} exited ${code}\n${errors}`);
  });
  cleanups.push(() => stopChild(child));
  return child;
}

/** nginx with the deployed locations file, an upstream of our two ports, on a free port. */
async function startNginx(instancePorts: number[], port: number): Promise<void> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
    (candidate) => spawnSync(candidate, ['-v']).status === 0,
  );
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx)');
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'scale-nginx-'));
  // nginx's workers may run as another user: they write buffered bodies under the prefix.
  chmodSync(prefix, 0o777);
  cleanups.push(() => rmSync(prefix, { recursive: true, force: true }));
  const proxyConf = path.join(ROOT, 'deploy/nginx/plateforme-dons-proxy.conf');
  const conf = `
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
worker_processes 1;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream plateforme_dons_api {
    least_conn;
${instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    # Which instance answered: lets the test see both at work.
    add_header X-Scale-Upstream $upstream_addr always;
    include ${proxyConf};
  }
}
`;
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child = spawn(nginx, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  await waitFor('nginx', async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);
}

async function main(): Promise<void> {
  const started = Date.now();
  const databaseUrl = await createFreshDatabase();
  const handle = createDatabase(databaseUrl, { max: 4 });
  cleanups.push(() => handle.close());
  await runMigrations(handle.pool);
  const s3 = await startS3StandIn('scale-uploads');
  cleanups.push(() => s3.close());
  step(`database, Redis and S3 stand-in ready (${Date.now() - started} ms)`);

  const ports = [await freePort(), await freePort()];
  const [portA, portB] = ports as [number, number];
  const proxyPort = await freePort();
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const env = {
    NODE_ENV: 'production',
    // The scale test pays through the sandbox: production refuses it unless told so.
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: proxy,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    REDIS_URL,
    REDIS_KEY_PREFIX: `scale-${randomBytes(6).toString('hex')}:`,
    S3_BUCKET: s3.config.bucket,
    S3_ENDPOINT: s3.config.endpoint!,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    // Both instances run settlement every second: only one may do each piece of work.
    SETTLEMENT_INTERVAL_MS: '1000',
    AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
    AUTH_ADDRESS_RATE_LIMIT_MAX: '1000',
    DONATION_RATE_LIMIT_MAX: '100000',
    // Many checkouts from one script and one email: the card-testing defence's proof of work
    // stays on (each checkout solves one, from either instance) at a small difficulty.
    DONATION_EMAIL_LIMIT_MAX: '100000',
    CHECKOUT_CHALLENGE_MAX_NUMBER: '1000',
  };
  for (const port of ports) startInstance(port, env);
  for (const port of ports) {
    await waitFor(`instance ${port}`, async () => {
      return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200;
    });
  }
  await startNginx(ports, proxyPort);
  const direct = { a: `http://127.0.0.1:${portA}`, b: `http://127.0.0.1:${portB}` };
  step(`two instances behind nginx on ${proxyPort} (${Date.now() - started} ms)`);
  const ready = await fetch(`${proxy}/api/ready`);
  assert.equal(ready.status, 200, '/api/ready through nginx');

  // Data: an association, its manager, an open campaign and one that will end.
  const [association] = await handle.db
    .insert(associations)
    .values({
      slug: 'asso-echelle',
      name: 'Association du test d’échelle',
      contactEmail: 'contact@echelle.test',
      status: 'approved',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      bankName: 'Banque Test',
    })
    .returning();
  const [manager] = await handle.db
    .insert(users)
    .values({
      fullName: 'Gestionnaire Échelle',
      email: 'gestion@echelle.test',
      role: 'association_manager',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  await handle.db
    .insert(userAssociations)
    .values({ userId: manager!.id, associationId: association!.id });
  const [open, ending] = await handle.db
    .insert(campaigns)
    .values(
      ['campagne-ouverte', 'campagne-qui-finit'].map((slug) => ({
        slug,
        title: `Campagne ${slug}`,
        status: 'active' as const,
        associationId: association!.id,
      })),
    )
    .returning();

  // 1. Concurrent donations (created and paid) and reads, all through nginx.
  const upstreams = new Set<string>();
  const note = (response: Response) => {
    const upstream = response.headers.get('x-scale-upstream');
    if (upstream) upstreams.add(upstream);
  };
  const donate = async (campaignId: string, i: number): Promise<number> => {
    const amount = AMOUNTS[i % AMOUNTS.length]!;
    const created = await fetch(`${proxy}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        proof: await checkoutProof(proxy),
        campaign_id: campaignId,
        donor_name: `Donateur ${i}`,
        donor_email: `donateur${i}@echelle.test`,
        amount,
        accept_terms: true,
        origin_url: proxy,
      }),
    });
    note(created);
    assert.equal(created.status, 201, `donation ${i}: ${await created.clone().text()}`);
    const { checkout_url: checkoutUrl } = (
      (await created.json()) as {
        data: { checkout_url: string };
      }
    ).data;
    const paid = await fetch(`${proxy}${new URL(checkoutUrl).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'holder_name=Donateur&card_number=4242424242424242',
      redirect: 'manual',
    });
    note(paid);
    assert.equal(paid.status, 303, `payment ${i}`);
    return Math.round(amount * 100);
  };
  const read = async () => {
    const response = await fetch(`${proxy}/api/campaigns/${open!.slug}`);
    note(response);
    assert.equal(response.status, 200, 'campaign read');
  };
  const work: Promise<number>[] = [];
  for (let i = 0; i < DONORS; i += 1) {
    work.push(donate(i % 3 === 0 ? ending!.id : open!.id, i));
    work.push(read().then(() => 0));
  }
  const acceptedCents = (await Promise.all(work)).reduce((sum, cents) => sum + cents, 0);
  assert.deepEqual(
    [...upstreams].sort(),
    ports.map((p) => `127.0.0.1:${p}`).sort(),
    'nginx spread the traffic over both instances',
  );
  const [totals] = rowsOf<{ raised: string; ledger: string; paid: string; backers: string }>(
    await handle.db.execute(sql`
      select
        (select coalesce(sum(s.raised_amount_cents), 0) from campaign_total_shards s join campaigns c on c.id = s.campaign_id where c.association_id = ${association!.id}) as raised,
        (select coalesce(sum(case when kind = 'payment' then amount_cents else 0 end), 0) from ledger_entries) as ledger,
        (select coalesce(sum(amount_cents), 0) from donations where payment_status = 'paid') as paid,
        (select coalesce(sum(total_backers), 0) from campaign_total_shards) as backers`),
  );
  assert.equal(Number(totals!.raised), acceptedCents, 'campaign totals = accepted payments');
  assert.equal(Number(totals!.ledger), acceptedCents, 'ledger payments = accepted payments');
  assert.equal(Number(totals!.paid), acceptedCents, 'paid donations = accepted payments');
  assert.equal(Number(totals!.backers), DONORS, 'one backer per paid donation');
  step(`${DONORS} donations and ${DONORS} reads: ${acceptedCents} cents everywhere`);

  // 2. A write through one instance is read at once through the other, each way, several
  // times: the read's cached answer on the other instance must be gone by the time the
  // payment's answer has left (the payment waits until its notification was delivered).
  //
  // PostgreSQL signals every listening instance at the commit, and the writer answers once its
  // own listener heard it; the reader applies the same signal when its event loop next turns.
  // So the reader is allowed CROSS_LAG_MS to turn (one stale first read in ~40 rounds was seen
  // on a loaded two-core machine); a cache that is never emptied still fails, and every round
  // that needed a second look is counted in the step's line.
  let lateRounds = 0;
  for (let round = 0; round < CROSS_ROUNDS; round += 1) {
    const [writer, reader, name] =
      round % 2 === 0 ? [direct.a, direct.b, 'B sees A'] : [direct.b, direct.a, 'A sees B'];
    // Twice, so that the second read is answered from the reader's cache.
    await campaignRaised(reader, open!.slug);
    const before = await campaignRaised(reader, open!.slug);
    const extraCents = await donateDirect(writer, open!.id, proxy);
    const lookedAt = Date.now();
    let seen = await campaignRaised(reader, open!.slug);
    if (seen !== before + extraCents) lateRounds += 1;
    while (seen !== before + extraCents && Date.now() - lookedAt < CROSS_LAG_MS) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await campaignRaised(reader, open!.slug);
    }
    assert.equal(seen, before + extraCents, name);
  }
  step(
    `${CROSS_ROUNDS} donations paid through one instance, each counted through the other within ${CROSS_LAG_MS} ms (${lateRounds} not on the first read)`,
  );

  // 3. The login limit counts across both instances. nginx replaces X-Forwarded-For with the
  // address it sees (127.0.0.1 here), so a client cannot pick a fresh address per attempt.
  const login = async (email: string, password: string) => {
    const response = await fetch(`${proxy}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify({ email, password }),
    });
    return response;
  };
  const managerLogin = await login(manager!.email, PASSWORD);
  assert.equal(managerLogin.status, 200, 'manager login');
  const token = ((await managerLogin.json()) as { data: { token: string } }).data.token;
  const statuses: number[] = [];
  const loginUpstreams = new Set<string>();
  for (let i = 0; i <= AUTH_LIMIT; i += 1) {
    const response = await login('cible@echelle.test', 'mauvais');
    statuses.push(response.status);
    loginUpstreams.add(response.headers.get('x-scale-upstream') ?? '');
    if (response.status === 429) {
      assert.deepEqual(await response.json(), {
        detail: 'Trop de tentatives. Veuillez attendre quelques minutes.',
        code: 'rate_limited',
      });
    }
  }
  assert.deepEqual(statuses, [401, 401, 401, 401, 429], 'the fifth attempt is refused');
  assert.equal(loginUpstreams.size, 2, 'the attempts reached both instances');
  step('the login limit counted attempts on both instances together');

  // 4. An upload through one instance is served by the other.
  const bytes = pngBytes();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'affiche.png');
  const uploaded = await fetch(`${direct.a}/api/upload/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(uploaded.status, 201, `upload: ${await uploaded.clone().text()}`);
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
  const served = await fetch(`${direct.b}${url}`);
  assert.equal(served.status, 200, 'B serves the file A stored');
  assert.ok(Buffer.from(await served.arrayBuffer()).equals(bytes), 'same bytes');
  assert.equal((await fetch(`${proxy}${url}`)).status, 200, 'and through nginx');
  step('an image uploaded through A is served by B and by the proxy');

  // 5. Settlement: the goal campaign ends (goal reached); both instances try every second; it
  // is settled once.
  await handle.db
    .update(campaigns)
    .set({ targetAmountCents: 1000, endDate: new Date(Date.now() - 60_000) })
    .where(eq(campaigns.id, ending!.id));
  await waitFor('settlement', async () => {
    const [row] = rowsOf<{ open: string }>(
      await handle.db.execute(
        sql`select count(*) as open from donations where campaign_id = ${ending!.id} and payment_status = 'paid' and payout_id is null`,
      ),
    );
    return Number(row!.open) === 0;
  });
  // Two more rounds of both schedulers: nothing may be settled a second time.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const [payouts] = rowsOf<{ count: string; gross: string; raised: string }>(
    await handle.db.execute(sql`
      select count(*) as count, coalesce(sum(gross_cents), 0) as gross,
        (select coalesce(sum(raised_amount_cents), 0) from campaign_total_shards where campaign_id = ${ending!.id}) as raised
      from payouts where campaign_id = ${ending!.id}`),
  );
  assert.equal(Number(payouts!.count), 1, 'one payout for the ended campaign');
  assert.equal(Number(payouts!.gross), Number(payouts!.raised), 'the payout holds its money');
  const ledger = await checkLedger(handle.db);
  assert.deepEqual(ledger.mismatches, [], 'the ledger agrees with every total');
  step(`the ended campaign was settled once; ledger check clean (${Date.now() - started} ms)`);
}

function randomIp(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
}

async function campaignRaised(base: string, slug: string): Promise<number> {
  const response = await fetch(`${base}/api/campaigns/${slug}`);
  assert.equal(response.status, 200);
  const body = (await response.json()) as { data: { raised_amount: number } };
  return Math.round(body.data.raised_amount * 100);
}

/** A checkout's proof of work, as the dialog makes it (GET /donations/challenge, solved). */
async function checkoutProof(base: string) {
  const response = await fetch(`${base}/api/donations/challenge`);
  assert.equal(response.status, 200);
  const challenge = checkoutChallengeSchema.parse(
    ((await response.json()) as { data: unknown }).data,
  );
  const proof = await solveCheckoutChallenge(challenge);
  assert.ok(proof, 'the checkout challenge has no solution');
  return proof;
}

async function donateDirect(base: string, campaignId: string, origin: string): Promise<number> {
  const created = await fetch(`${base}/api/donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      proof: await checkoutProof(base),
      campaign_id: campaignId,
      donor_name: 'Donatrice Directe',
      donor_email: 'directe@echelle.test',
      amount: 42.42,
      accept_terms: true,
      origin_url: origin,
    }),
  });
  assert.equal(created.status, 201);
  const checkoutUrl = ((await created.json()) as { data: { checkout_url: string } }).data
    .checkout_url;
  const paid = await fetch(`${base}${new URL(checkoutUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'holder_name=Directe&card_number=4242424242424242',
    redirect: 'manual',
  });
  assert.equal(paid.status, 303);
  return 4242;
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      process.stderr.write(`cleanup: ${String(error)}\n`);
    }
  }
}

main()
  .then(async () => {
    await cleanUp();
    step('passed');
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    process.stderr.write(
      `scale test failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    await cleanUp();
    process.exit(1);
  });
