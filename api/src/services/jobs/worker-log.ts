import type { FastifyBaseLogger } from 'fastify';
import { Logger, type LogLevel } from 'graphile-worker';
import { requestIdOfPayload } from './tasks';

/**
 * What a graphile-worker log line may carry into ours: the job's id, task, attempts and key,
 * never its payload. Payloads hold what the job needs: a password-reset
 * token (whoever reads the log could reset the account), donors' names, emails and messages.
 * The other fields graphile-worker adds (duration, success, worker id...) are kept when they
 * are plain values; errors go under `err`.
 */
function workerLogFields(meta: unknown): Record<string, unknown> {
  if (!meta || typeof meta !== 'object') return {};
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(meta as Record<string, unknown>)) {
    if (name === 'job' && value && typeof value === 'object') {
      const job = value as Record<string, unknown>;
      // The request the job was enqueued for: graphile-worker's own lines about it
      // ('Completed task', 'Failed task') carry its id, like the job's own lines.
      const requestId = requestIdOfPayload(job.payload);
      if (requestId) fields.reqId = requestId;
      fields.job = {
        id: job.id,
        task: job.task_identifier,
        attempts: job.attempts,
        maxAttempts: job.max_attempts,
        key: job.key ?? undefined,
      };
    } else if (name === 'error' || name === 'fatalError') {
      fields.err = value;
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[name] = value;
    }
  }
  return fields;
}

/**
 * graphile-worker's log lines into the app's pino logger, without job payloads. An error or a
 * warning about a lost database connection goes to `isOutage` (the app's outage log, which
 * says it once per interval) when it takes it, instead of a line per poll.
 */
export function payloadFreeWorkerLogger(
  logger: FastifyBaseLogger,
  isOutage: (error: unknown) => boolean = () => false,
): Logger {
  return new Logger(() => (level: LogLevel, message: string, meta?: unknown) => {
    const fields = workerLogFields(meta);
    if ((level === 'error' || level === 'warning') && fields.err && isOutage(fields.err)) return;
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else if (level === 'info') logger.info(fields, message);
    else logger.debug(fields, message);
  });
}
