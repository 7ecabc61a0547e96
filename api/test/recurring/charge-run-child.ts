// A charge run in a process of its own, for the crash test (charge-run-crash.test.ts): the
// sandbox provider answers each off-session charge after CHARGE_DELAY_MS, so a kill -9 lands
// while some charges are answered by the provider and not yet recorded. Prints `started`.
import { createDatabase } from '../../src/db/client';
import { createSandboxProvider } from '../../src/services/payments/sandbox-provider';
import { runPlanCharges } from '../../src/services/recurring/run-plan-charges';
import type { PaymentDeps } from '../../src/services/payments/payment-sync';

async function main(): Promise<void> {
  const handle = createDatabase(process.env.CHILD_DATABASE_URL!, { max: 8 });
  const sandbox = createSandboxProvider({ db: handle.db, apiBaseUrl: 'http://localhost:3000/api' });
  const delay = Number(process.env.CHARGE_DELAY_MS ?? 20);
  const provider = {
    ...sandbox,
    chargeSavedCard: async (input: Parameters<typeof sandbox.chargeSavedCard>[0]) => {
      const answer = await sandbox.chargeSavedCard(input);
      await new Promise((resolve) => setTimeout(resolve, delay));
      return answer;
    },
  };
  const silent = {
    info() {},
    warn() {},
    error() {},
    debug() {},
    trace() {},
    fatal() {},
    child() {
      return silent;
    },
    level: 'silent',
  };
  const deps = {
    db: handle.db,
    provider,
    mail: { send: async () => undefined },
    logger: silent,
  } as unknown as PaymentDeps;
  process.stdout.write('started\n');
  await runPlanCharges(deps, process.env.CHILD_TODAY!);
  process.stdout.write('finished\n');
  await handle.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
