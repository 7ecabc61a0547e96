import { isConnectionError } from './pg-errors';

/**
 * What the app logs while the database is unreachable: one line when the outage is first
 * seen, then at most one per interval with what it refused meanwhile (API calls answered
 * 503, the job worker's and the public cache's failed connections), and one when the database
 * answers again. Every part of the app that meets a lost connection reports it here instead
 * of logging its own line, which used to give several lines a second for one outage.
 */
export interface OutageLog {
  /**
   * A failure met by `source` ('api', 'job worker', 'public cache'...): true when it was a
   * lost or refused database connection (counted here, logged at most once per interval),
   * false otherwise (the caller logs it as before).
   */
  note(source: string, error: unknown): boolean;
  /** The database answered: ends the outage (one line) if there was one. */
  recovered(): void;
  /**
   * The app is closing and stops its database last: a connection lost from now on is part of
   * the stop, not an outage (still taken by `note`, logged by nobody).
   */
  closing(): void;
  /** Whether an outage is under way (seen and not yet recovered). */
  readonly active: boolean;
}

interface OutageLogger {
  error(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/**
 * `probe` asks the database (a `select 1`): while an outage lasts it runs every few seconds,
 * so the line saying it is over comes when it is, whoever calls next.
 */
export function createOutageLog(
  logger: OutageLogger,
  options: { intervalMs: number; probe?: () => Promise<unknown>; probeEveryMs?: number },
): OutageLog {
  const { intervalMs } = options;
  let since: number | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let isClosing = false;
  let loggedAt = 0;
  let counts: Record<string, number> = {};
  let lastError: unknown;
  const flush = (now: number, message: string) => {
    logger.error(
      {
        since: new Date(since!).toISOString(),
        failures: counts,
        error: lastError instanceof Error ? lastError.message : String(lastError),
      },
      message,
    );
    loggedAt = now;
    counts = {};
  };
  const scheduleProbe = () => {
    if (!options.probe || probeTimer) return;
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      if (since === undefined) return;
      options.probe!().then(
        () => outage.recovered(),
        () => scheduleProbe(),
      );
    }, options.probeEveryMs ?? 2000);
    probeTimer.unref();
  };
  const outage: OutageLog = {
    note(source, error) {
      if (!isConnectionError(error)) return false;
      if (isClosing) return true;
      const now = Date.now();
      counts[source] = (counts[source] ?? 0) + 1;
      lastError = error;
      if (since === undefined) {
        since = now;
        flush(now, 'database unreachable: API calls answer 503 until it is back');
        scheduleProbe();
      } else if (now - loggedAt >= intervalMs) {
        flush(now, 'database still unreachable');
      }
      return true;
    },
    recovered() {
      if (since === undefined) return;
      clearTimeout(probeTimer);
      probeTimer = undefined;
      logger.info(
        { downForMs: Date.now() - since, failuresSinceLastLine: counts },
        'database reachable again',
      );
      since = undefined;
      counts = {};
    },
    closing() {
      isClosing = true;
      clearTimeout(probeTimer);
      probeTimer = undefined;
    },
    get active() {
      return since !== undefined;
    },
  };
  return outage;
}
