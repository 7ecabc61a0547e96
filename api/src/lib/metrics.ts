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

/** Donations that became paid (counted once each, by the call that made them paid). */
export const donationsPaid = new Counter({
  name: `${METRIC_PREFIX}donations_paid_total`,
  help: 'Donations that became paid, by this process',
  registers: [processMetrics],
});

/** Checkouts that ended without payment: declined by the bank, or expired (abandoned). */
export const donationsFailed = new Counter({
  name: `${METRIC_PREFIX}donations_failed_total`,
  help: 'Checkouts that ended unpaid (reason: declined or expired), by this process',
  labelNames: ['reason'] as const,
  registers: [processMetrics],
});

/** Paid donations given back (support, a manager, the provider, a missed goal, a lost dispute). */
export const donationsRefunded = new Counter({
  name: `${METRIC_PREFIX}donations_refunded_total`,
  help: 'Paid donations recorded refunded, by this process',
  registers: [processMetrics],
});

export const emailsSent = new Counter({
  name: `${METRIC_PREFIX}emails_sent_total`,
  help: 'Emails the mail server (or the .eml outbox) accepted',
  registers: [processMetrics],
});

export const emailsFailed = new Counter({
  name: `${METRIC_PREFIX}emails_failed_total`,
  help: 'Emails the mail server refused or could not take (their job is retried)',
  registers: [processMetrics],
});

/** A job run that threw: graphile-worker retries it later, up to its attempts. */
export const jobRunsFailed = new Counter({
  name: `${METRIC_PREFIX}job_runs_failed_total`,
  help: 'Job runs that failed (retried later), by task, in this process',
  labelNames: ['task'] as const,
  registers: [processMetrics],
});
