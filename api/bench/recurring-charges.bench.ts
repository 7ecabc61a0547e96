// Dons réguliers (issue 29): one charge run of 10,000 due monthly plans on the machine's
// PostgreSQL (runPlanCharges, the daily job's work: each plan's period scheduled, charged at
// the sandbox provider off-session with its idempotency key, and paid as an ordinary donation
// through the one payment statement: ledger, campaign totals, receipts' job), against one-off
// paid donations in the same process and database: created and paid through the same services
// (createDonation, the sandbox's completion, applySessionState), 50 at a time, no HTTP on
// either side. Then checks: every plan paid once, 0 charged twice, ledger and totals to the
// cent. Just before the charge run, pgbench's TPC-B-like script runs on the same PostgreSQL
// (support/pgbench.ts, as for the donations bench: 50 clients, 2 threads, 10 s, scale 50), and
// plans charged/s are also given against its tps. Writes bench/results/recurring-charges.{json,md}.
// BENCH_PLANS (10000), BENCH_ONE_OFF (3000), PGBENCH (/usr/bin/pgbench).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { rowsOf } from '../src/lib/sql-rows';
import { createDonation } from '../src/services/donations/create-donation';
import { applySessionState } from '../src/services/payments/payment-sync';
import type { SandboxProvider } from '../src/services/payments/sandbox-provider';
import { recurringDepsOf } from '../src/services/recurring/recurring-deps';
import { runPlanCharges } from '../src/services/recurring/run-plan-charges';
import { parisDay } from '../src/services/receipts/tax-settings';
import { BENCH_CHALLENGE_ENV, benchConfig } from './support/bench-config';
import { openBenchDatabase } from './support/bench-database';
import { createBenchCampaigns } from './support/donations-fixtures';
import { seedDuePlans } from './support/due-plans';
import { pgbenchDescription, preparePgbench, ratioToPgbench } from './support/pgbench';

const PLANS = Number(process.env.BENCH_PLANS ?? 10_000);
const ONE_OFF = Number(process.env.BENCH_ONE_OFF ?? 3000);
const CONCURRENCY = 50;
const PLAN_CENTS = 1500;
const ONE_OFF_CENTS = 2500;
/** pgbench's settings: those of the donations bench, so both ratios share a yardstick. */
const PGBENCH_SETTINGS = {
  clients: Number(process.env.BENCH_CONNECTIONS ?? 50),
  threads: Math.min(2, os.cpus().length),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
};
const resultsDir = path.resolve(__dirname, '..', '..', 'bench', 'results');

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function main(): Promise<void> {
  const database = await openBenchDatabase('bench_recurring');
  const handle = createDatabase(database.url, { max: 20 });
  await runMigrations(handle.pool);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-recurring-'));
  let mails = 0;
  const app = await buildApp({
    config: { ...benchConfig(dataDir, BENCH_CHALLENGE_ENV), jobWorker: false },
    db: handle.db,
    pool: handle.pool,
    mail: { send: async () => void (mails += 1) },
    logger: false,
  });
  await app.ready();
  const db = handle.db;
  const oneOffCampaigns = await createBenchCampaigns(db, 50);
  const today = parisDay(new Date());
  const loadBefore = os.loadavg().map((load) => Number(load.toFixed(2)));

  // One-off paid donations: checkout opened then paid, as the sandbox's page does it.
  const sandbox = app.payments.provider as SandboxProvider;
  let next = 0;
  const oneOffStarted = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ONE_OFF) {
        const index = next++;
        const created = await createDonation(
          { db, config: app.config, provider: app.payments.provider, logger: app.log },
          {
            body: {
              campaign_id: oneOffCampaigns[index % oneOffCampaigns.length]!.id,
              donor_name: `Donatrice ${index}`,
              donor_email: `donatrice${index}@example.test`,
              amount: ONE_OFF_CENTS / 100,
              is_anonymous: false,
              contact_consent: false,
              create_account: false,
              tax_receipt: false,
              without_reward: false,
              accept_terms: true,
              origin_url: 'http://localhost:3000',
              frequency: 'once',
            },
          },
        );
        const completed = await sandbox.completeSession(created.sessionId);
        await applySessionState(app.payments, created.sessionId, {
          status: 'paid',
          paymentReference: completed!.paymentReference!,
        });
      }
    }),
  );
  const oneOffSeconds = Number(process.hrtime.bigint() - oneOffStarted) / 1e9;

  // The plans: 10,000 due today, spread over 50 other campaigns.
  const planCampaigns = await (async () => {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        with a as (
          insert into associations (slug, name, contact_email, status)
          select 'bench-plans-asso-' || i, 'Association des dons réguliers ' || i, 'bench@example.test', 'approved'
          from generate_series(1, 50) as i returning id, slug
        )
        insert into campaigns (slug, title, status, association_id)
        select replace(a.slug, 'asso', 'campagne'), 'Campagne des dons réguliers', 'active', a.id from a
        returning id`),
    );
    return rows.map((row) => row.id);
  })();
  await seedDuePlans(db, {
    campaignIds: planCampaigns,
    count: PLANS,
    amountCents: PLAN_CENTS,
    anchorDay: addDays(today, -31),
    today,
  });
  await db.execute(sql`analyze`);
  // The yardstick, on the same server right before the run (nothing else of the bench running).
  const pgbench = await preparePgbench(database.url, PGBENCH_SETTINGS);
  const pgbenchRun = pgbench.available ? await pgbench.run() : null;
  if (pgbench.available) await pgbench.drop();
  const runStarted = process.hrtime.bigint();
  const report = await runPlanCharges(recurringDepsOf(app.payments), today);
  const runSeconds = Number(process.hrtime.bigint() - runStarted) / 1e9;

  const figure = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: string }>(await db.execute(query))[0]!.n);
  const paidCharges = await figure(
    sql`select count(*) as n from plan_charges where status = 'paid'`,
  );
  const chargedTwice = await figure(sql`
    select count(*) as n from (select plan_id, period from plan_charges c
      join donations d on d.id = c.donation_id where d.payment_status = 'paid'
      group by plan_id, period having count(*) > 1) twice`);
  const providerCharges = await figure(
    sql`select count(*) as n from sandbox_charges where status = 'paid'`,
  );
  const planLedgerCents = await figure(sql`
    select coalesce(sum(l.amount_cents), 0) as n from ledger_entries l
    join donations d on d.id = l.donation_id where l.kind = 'payment' and d.provider_session_id like 'plan-%'`);
  const planTotalsCents = await figure(sql`
    select coalesce(sum(raised_amount_cents), 0) as n from campaign_total_shards
    where campaign_id = any(${sql.param(planCampaigns)}::uuid[])`);
  const oneOffPaid = await figure(sql`
    select count(*) as n from donations where payment_status = 'paid' and provider_session_id like 'cs_sandbox_%'`);
  const loadAfter = os.loadavg().map((load) => Number(load.toFixed(2)));

  const plansPerSecond = Math.round((paidCharges / runSeconds) * 10) / 10;
  const oneOffPerSecond = Math.round((oneOffPaid / oneOffSeconds) * 10) / 10;
  const summary = {
    name: 'recurring-charges',
    date: new Date().toISOString(),
    plansDue: PLANS,
    report,
    runSeconds: Number(runSeconds.toFixed(2)),
    plansChargedPerSecond: plansPerSecond,
    oneOffDonations: oneOffPaid,
    oneOffSeconds: Number(oneOffSeconds.toFixed(2)),
    oneOffPaidDonationsPerSecond: oneOffPerSecond,
    ratioToOneOff: Number((plansPerSecond / oneOffPerSecond).toFixed(2)),
    pgbench: pgbench.available
      ? { version: pgbench.version, scale: pgbench.scale, ...pgbench.settings, ...pgbenchRun }
      : { skipped: pgbench.reason },
    ratioToPgbenchTps: ratioToPgbench(plansPerSecond, pgbenchRun),
    paidCharges,
    chargedTwice,
    providerCharges,
    ledgerEuros: planLedgerCents / 100,
    campaignTotalsEuros: planTotalsCents / 100,
    expectedEuros: (PLANS * PLAN_CENTS) / 100,
    exact: planLedgerCents === PLANS * PLAN_CENTS && planTotalsCents === PLANS * PLAN_CENTS,
    database: database.kind,
    node: process.version,
    cpus: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown'}`,
    loadBefore,
    loadAfter,
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  process.stdout.write(
    summary.ratioToPgbenchTps === null
      ? `${plansPerSecond} plans charged/s; no pgbench figure\n`
      : `${plansPerSecond} plans charged/s ÷ pgbench ${pgbenchRun!.tps} tps = ${summary.ratioToPgbenchTps}\n`,
  );
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'recurring-charges.json'),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  writeFileSync(
    path.join(resultsDir, 'recurring-charges.md'),
    [
      '# recurring-charges',
      '',
      `${summary.date}: one charge run of ${PLANS.toLocaleString('en')} due monthly plans (dons réguliers, issue 29) on the ${summary.database}, ${summary.cpus}, Node ${summary.node}, load average (1/5/15 min) ${loadBefore.join(' / ')} before and ${loadAfter.join(' / ')} after (other work shares the machine).`,
      '',
      "The run is the daily job's work (api/src/services/recurring/run-plan-charges.ts): each due period scheduled once per plan (unique plan + period), each try keyed at the sandbox provider (`plan-<plan>-<period>-<try>`, 32 calls in flight), each paid try an ordinary donation paid by the one payment statement (ledger row, campaign total shard, receipts job). The one-off figure is measured in the same process and database just before: checkouts opened and paid through the same services (createDonation, the sandbox's completion, applySessionState), 50 at a time; neither side goes through HTTP, so the ratio compares the money paths. Charged twice = periods with more than one paid donation.",
      '',
      `${pgbenchDescription(pgbench)} Ratio to pgbench = plans charged/s ÷ pgbench's tps.`,
      '',
      '| plans due | run s | plans charged/s | pgbench tps | ratio to pgbench | one-off paid donations/s | ratio to one-off | paid charges | charged twice | provider charges | ledger € | totals € | expected € | exact |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      `| ${PLANS} | ${summary.runSeconds} | ${plansPerSecond} | ${pgbenchRun?.tps ?? 'n/a'} | ${summary.ratioToPgbenchTps ?? 'n/a'} | ${oneOffPerSecond} | ${summary.ratioToOneOff} | ${paidCharges} | ${chargedTwice} | ${providerCharges} | ${summary.ledgerEuros.toFixed(2)} | ${summary.campaignTotalsEuros.toFixed(2)} | ${summary.expectedEuros.toFixed(2)} | ${summary.exact ? 'yes' : 'NO'} |`,
      '',
    ].join('\n'),
  );
  void mails;
  await app.close();
  await handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  if (chargedTwice !== 0 || paidCharges !== PLANS || !summary.exact) process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
