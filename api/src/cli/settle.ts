import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { createMailService } from '../services/mail/mail-service';
import { createPaymentProvider } from '../services/payments/create-provider';
import { runSettlement } from '../services/settlement/run-settlement';

const USAGE = 'Usage: npm run settle [-- --as-of ISO_DATE]';

/** `--as-of 2026-12-01` or `--as-of=2026-12-01T00:00:00Z`; default now. */
export function parseAsOf(argv: string[]): Date {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--as-of') value = argv[i + 1];
    else if (arg.startsWith('--as-of=')) value = arg.slice('--as-of='.length);
    else if (arg === '--help' || arg === '-h') throw new UsageError(USAGE);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}\n${USAGE}`);
  }
  if (value === undefined) return new Date();
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime()))
    throw new UsageError(`--as-of needs an ISO date, got "${value ?? ''}"\n${USAGE}`);
  return date;
}

class UsageError extends Error {}

/**
 * Settles due campaigns now, on the platform's data: DATABASE_URL, or the embedded server of
 * DATA_DIR (joined while the platform runs, started for the command otherwise). Safe next to
 * running API instances: the settlement takes the same PostgreSQL advisory lock as their
 * schedule, so only one runs at a time.
 */
async function main(): Promise<void> {
  const asOf = parseAsOf(process.argv.slice(2));
  const config = loadConfig();
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openDatabase(config, {
    role: 'operator',
    log: (message) => logger.info(message),
    poolSize: 4,
  });
  try {
    const mail = createMailService(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir },
      logger,
    );
    const provider = createPaymentProvider(config, database.db);
    const report = await runSettlement({ db: database.db, provider, mail, logger }, asOf);
    const euros = (cents: number) => (cents / 100).toFixed(2);
    const lines = [
      `Settlement as of ${report.asOf}${report.ran ? '' : ': skipped, another run holds the lock'}`,
      `  reconciled pending donations: ${report.reconciled}`,
      ...report.transfers.map(
        (t) => `  transfer ${t.periodKey} campaign ${t.campaignId}: ${euros(t.netCents)} EUR net`,
      ),
      ...report.refunds.map(
        (r) =>
          `  refund campaign ${r.campaignId}: ${r.donationCount} donation(s), ${euros(r.amountCents)} EUR`,
      ),
      ...report.completedCampaigns.map((id) => `  campaign completed: ${id}`),
      ...report.waiting.map((id) => `  waiting for open checkouts: ${id}`),
      ...report.failures.map((f) => `  FAILED campaign ${f.campaignId}: ${f.reason}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    process.exitCode = report.failures.length > 0 ? 1 : 0;
  } finally {
    await database.shutdown();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
