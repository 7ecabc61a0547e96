import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The job queue is used through graphile-worker's public API only (issue 27 item 5): its
 * tables are its private store and change with its upgrades, so no file of the project (code,
 * tests, benches, scripts, docs) names them. See api/README.md, the job queue section.
 */

const ROOT = path.resolve(__dirname, '../../..');
// Spelt in two pieces so that this file does not name them either.
const PRIVATE_PREFIX = ['_private', ''].join('_');

it("no file of the project names graphile-worker's private tables", () => {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter((file) => file && !/\.(png|jpe?g|gif|webp|pdf|woff2?|ico|zip|gz)$/i.test(file));
  const naming = files.filter((file) => {
    try {
      return readFileSync(path.join(ROOT, file), 'utf8').includes(PRIVATE_PREFIX);
    } catch {
      return false; // listed but deleted in the working tree
    }
  });
  expect(naming).toEqual([]);
});
