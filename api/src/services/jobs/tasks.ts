import type { Task, TaskList } from 'graphile-worker';
import { runWithRequestId } from '../../lib/request-context';
import { JOB_REQUEST_ID_KEY, type JobName, type JobPayloads } from './enqueue';

/** What a handler knows of its job besides the payload: its run (1 for the first). */
export interface JobRun {
  attempts: number;
}

/**
 * What each job does (the queue retries a job that throws, with graphile-worker's backoff).
 * Each domain writes the handlers of its jobs beside its code (`*.job.ts`); the app composes
 * them (services/job-handlers.ts): the queue imports no domain.
 */
export type JobHandlers = {
  [N in JobName]: (payload: JobPayloads[N], run: JobRun) => Promise<void>;
};

/** What the worker reports of each run (the metrics: a job that threw). */
export interface JobRunObserver {
  failed(task: JobName): void;
}

/**
 * The handlers as graphile-worker tasks. A job enqueued for a request runs under that
 * request's id (JOB_REQUEST_ID_KEY): its log lines carry it, and so do the jobs it adds.
 */
export function taskList(handlers: JobHandlers, observer?: JobRunObserver): TaskList {
  const list: TaskList = {};
  for (const name of Object.keys(handlers) as JobName[]) {
    const handler = handlers[name] as (payload: unknown, run: JobRun) => Promise<void>;
    const task: Task = async (payload, helpers) => {
      const run = () => handler(payload, { attempts: helpers.job.attempts });
      const requestId = requestIdOfPayload(payload);
      try {
        await (requestId ? runWithRequestId(requestId, run) : run());
      } catch (error) {
        observer?.failed(name);
        throw error;
      }
    };
    list[name] = task;
  }
  return list;
}

/** The request id a job's payload carries, if any. */
export function requestIdOfPayload(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const requestId = (payload as Record<string, unknown>)[JOB_REQUEST_ID_KEY];
  return typeof requestId === 'string' ? requestId : undefined;
}
