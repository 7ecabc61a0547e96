import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The job queue (src/services/jobs/) is machinery only: each domain writes its jobs' handlers
 * beside its code (`*.job.ts`) and the app composes them (services/job-handlers.ts), so the
 * queue imports no domain and no import circle runs through it (issue 27 item 4: there was
 * jobs -> receipts -> accounts -> jobs). See api/README.md, the job queue section.
 */

const SRC = path.resolve(__dirname, '../../src');
const JOBS = path.join(SRC, 'services', 'jobs');
const SERVICES = path.join(SRC, 'services');

/** The files of `src/` a module imports (relative imports, resolved; packages left out). */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

// The worker's Fastify wiring (hooks at listen, ready, close) is a plugin, outside jobs/, but
// machinery all the same: the domain's handlers reach it as arguments (plugins/jobs.ts).
const WORKER_PLUGIN = path.join(SRC, 'plugins', 'job-worker.ts');

it('the job queue imports no domain: only itself, the database and lib', () => {
  const files = [
    ...readdirSync(JOBS)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(JOBS, name)),
    WORKER_PLUGIN,
  ];
  const outside = files.flatMap((file) =>
    localImports(file)
      .filter((target) => target.startsWith(SERVICES + path.sep))
      .filter((target) => !target.startsWith(JOBS + path.sep))
      .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`),
  );
  expect(outside).toEqual([]);
});
