import type { Task, TaskList } from 'graphile-worker';
import type { JobName, JobPayloads } from './enqueue';

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

/** The handlers as graphile-worker tasks. */
export function taskList(handlers: JobHandlers): TaskList {
  const list: TaskList = {};
  for (const name of Object.keys(handlers) as JobName[]) {
    const handler = handlers[name] as (payload: unknown, run: JobRun) => Promise<void>;
    const task: Task = (payload, helpers) => handler(payload, { attempts: helpers.job.attempts });
    list[name] = task;
  }
  return list;
}
