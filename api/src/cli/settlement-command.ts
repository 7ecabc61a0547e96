// `npm run settle` (api/package.json) runs this file: one settlement run now, the same
// runSettlement as the API's scheduled `settle` job, or its plan with --dry-run.
import { MONEY_RULE_MESSAGES, SETTLE_COMMAND_TEXTS as TEXTS, formatEuros } from 'shared-contracts';
import { loadConfig } from '../config';
import { openOperatorDatabase } from './operator-database';
import { runCommand, UsageError } from './run-command';
import { centsToEuros } from '../lib/money';
import { createMailService } from '../services/mail/mail-service';
import { createPaymentProvider } from '../services/payments/create-provider';
import { planSettlement, type SettlementPlan } from '../services/settlement/plan-settlement';
import { runSettlement, type SettlementReport } from '../services/settlement/run-settlement';

/** A date this far ahead of the clock is "the future" (clock skew between machines aside). */
const FUTURE_TOLERANCE_MS = 60_000;

export interface SettlementCommandOptions {
  asOf: Date;
  isDryRun: boolean;
}

/**
 * `--as-of 2026-12-01` or `--as-of=...` (default now), `--dry-run`, `--force`. A future
 * `--as-of` would close campaigns that have not ended: refused unless `--force` (a dry run
 * writes nothing, so it needs none).
 */
export function parseSettlementCommandArgs(
  argv: string[],
  now: Date = new Date(),
): SettlementCommandOptions {
  let value: string | undefined;
  let isForced = false;
  let isDryRun = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--as-of') {
      value = argv[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--as-of=')) value = arg.slice('--as-of='.length);
    else if (arg === '--force') isForced = true;
    else if (arg === '--dry-run') isDryRun = true;
    else if (arg === '--help' || arg === '-h') throw new UsageError(TEXTS.usage);
    else throw new UsageError(`${TEXTS.unknownOption(arg)}\n${TEXTS.usage}`);
  }
  if (value === undefined) return { asOf: now, isDryRun };
  const asOf = new Date(value);
  if (!value || Number.isNaN(asOf.getTime()))
    throw new UsageError(`${TEXTS.badDate(value)}\n${TEXTS.usage}`);
  if (!isForced && !isDryRun && asOf.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
    throw new UsageError(TEXTS.futureRefused(asOf.toISOString()));
  return { asOf, isDryRun };
}

export const euros = (cents: number) => formatEuros(centsToEuros(cents));

export function describeReport(report: SettlementReport): string[] {
  const lines = [
    report.ran ? TEXTS.header(report.asOf) : `${TEXTS.header(report.asOf)} : ${TEXTS.skipped}`,
    TEXTS.reconciled(report.reconciled),
    ...report.transfers.map((t) => TEXTS.transfer(t.periodKey, t.campaignId, euros(t.netCents))),
    ...report.refunds.map((r) => TEXTS.refund(r.campaignId, r.donationCount, euros(r.amountCents))),
    ...report.completedCampaigns.map((id) => TEXTS.completed(id)),
    ...report.waiting.map((id) => TEXTS.waiting(id)),
    ...report.failures.map((f) => TEXTS.failed(f.campaignId, f.reason)),
  ];
  return lines;
}

export function describePlan(plan: SettlementPlan): string[] {
  const lines = [
    ...plan.payouts.map((p) =>
      p.kind === 'transfer'
        ? TEXTS.plannedTransfer(
            p.periodKey,
            p.title,
            p.donationCount,
            euros(p.grossCents),
            euros(p.netCents),
          )
        : TEXTS.plannedRefund(p.periodKey, p.title, p.donationCount, euros(p.grossCents)),
    ),
    ...plan.retries.map((r) => TEXTS.retry(r.kind, r.periodKey, r.title)),
    ...plan.closing.map((c) => TEXTS.closing(c.title)),
    ...plan.waiting.map((w) => TEXTS.waiting(w.title)),
    ...plan.refused.map((r) =>
      TEXTS.refused(r.title, MONEY_RULE_MESSAGES.providerNotConfigured(r.provider)),
    ),
  ];
  return [TEXTS.dryRunHeader(plan.asOf), ...(lines.length > 0 ? lines : [TEXTS.nothing])];
}

/**
 * Settles due campaigns now, on the platform's data: DATABASE_URL, or the embedded server of
 * DATA_DIR (joined while the platform runs, started for the command otherwise). Safe next to
 * running API instances: the settlement takes the same PostgreSQL advisory lock as their
 * schedule, so only one runs at a time.
 */
async function main(): Promise<void> {
  const options = parseSettlementCommandArgs(process.argv.slice(2));
  const config = loadConfig();
  const { logger, database } = await openOperatorDatabase(config, 4);
  try {
    if (options.isDryRun) {
      const plan = await planSettlement(database.db, options.asOf, config.paymentProvider);
      process.stdout.write(`${describePlan(plan).join('\n')}\n`);
      return;
    }
    const mail = createMailService(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      logger,
    );
    const provider = createPaymentProvider(config, database.db);
    const report = await runSettlement({ db: database.db, provider, mail, logger }, options.asOf);
    process.stdout.write(`${describeReport(report).join('\n')}\n`);
    process.exitCode = report.failures.length > 0 ? 1 : 0;
  } finally {
    await database.shutdown();
  }
}

if (require.main === module) runCommand(main);
