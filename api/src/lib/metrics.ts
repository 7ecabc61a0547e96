import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's own Prometheus figures: what the domain counts (payments, refunds, emails,
 * failed job runs) and Node's defaults (CPU, memory, event loop, GC). One registry per process,
 * like the process they describe; each app adds its own (HTTP, pools, queue, cache:
 * plugins/metrics.ts) and answers both together. Counters only grow: Prometheus' rate()
 * and increase() read them, summed over the instances.
 *
 * A counter is a few additions in memory: the services count where the thing happens, with
 * no parameter to pass around.
 */
export const processMetrics = new Registry();

/** Metric names of this platform start with this. */
export const METRIC_PREFIX = 'dons_';

let defaultMetricsOn = false;

/** Node's default figures (process_*, nodejs_*), once per process (an app calls it). */
export function collectProcessMetrics(): void {
  if (defaultMetricsOn) return;
  defaultMetricsOn = true;
  collectDefaultMetrics({ register: processMetrics });
}

/**
 * A counter of this process: its name prefixed (METRIC_PREFIX + name), in the process's
 * registry; `labels` when it is counted per reason or per task.
 */
function processCounter<L extends string = never>(
  name: string,
  help: string,
  labels: readonly L[] = [],
): Counter<L> {
  return new Counter({
    name: `${METRIC_PREFIX}${name}`,
    help,
    labelNames: labels,
    registers: [processMetrics],
  });
}

/** Donations that became paid (counted once each, by the call that made them paid). */
export const donationsPaid = processCounter(
  'donations_paid_total',
  'Donations that became paid, by this process',
);

/** Checkouts that ended without payment: declined by the bank, or expired (abandoned). */
export const donationsFailed = processCounter(
  'donations_failed_total',
  'Checkouts that ended unpaid (reason: declined or expired), by this process',
  ['reason'],
);

/** Paid donations given back (support, a manager, the provider, a missed goal, a lost dispute). */
export const donationsRefunded = processCounter(
  'donations_refunded_total',
  'Paid donations recorded refunded, by this process',
);

export const emailsSent = processCounter(
  'emails_sent_total',
  'Emails the mail server (or the .eml outbox) accepted',
);

export const emailsFailed = processCounter(
  'emails_failed_total',
  'Emails the mail server refused or could not take (their job is retried)',
);

/** A job run that threw: graphile-worker retries it later, up to its attempts. */
export const jobRunsFailed = processCounter(
  'job_runs_failed_total',
  'Job runs that failed (retried later), by task, in this process',
  ['task'],
);
