#!/usr/bin/env node
// Builds every front-end package (the shell and the remotes) whose dist is missing or older
// than its sources, one at a time (webpack takes a core and a lot of memory; the machines
// this runs on have two). `--force` rebuilds all of them; names restrict the run:
// `node scripts/build.mjs --force shell mf-admin`.
import { spawn } from 'node:child_process';
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeMantineStyles } from './lib/mantine-styles.mjs';
import { writeExportList } from './lib/shared-exports.mjs';
import { frontendPackages, print, rootDir, staleReason, stampName } from './lib/workspace.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * @param {{ force?: boolean, only?: string[], keepGoing?: boolean, log?: (line: string) => void }} [options]
 *   keepGoing: build the other packages when one fails (npm start serves what it has: a remote
 *   that failed to build shows its fallback, the rest of the site works).
 * @returns {Promise<{ built: string[], failed: string[] }>}
 */
export async function buildFrontends({
  force = false,
  only = [],
  keepGoing = false,
  log = print,
} = {}) {
  const packages = frontendPackages().filter((pkg) => only.length === 0 || only.includes(pkg.name));
  const unknown = only.filter((name) => !packages.some((pkg) => pkg.name === name));
  if (unknown.length > 0) throw new Error(`Unknown front-end package(s): ${unknown.join(', ')}`);
  if (packages.length === 0) {
    log('build: no front-end package has a webpack config yet, nothing to build');
    return { built: [], failed: [] };
  }
  // The export list of the tree-shaken shared libraries follows the packages' imports; the
  // shell builds first, so that each remote is checked against the shell it will run in.
  const exportList = writeExportList(rootDir);
  if (exportList.changed) log(`build: ${path.relative(rootDir, exportList.file)} regenerated`);
  // The shell loads the styles of the Mantine components in that list, not all of them.
  const mantineStyles = writeMantineStyles(rootDir);
  if (mantineStyles.changed)
    log(`build: ${path.relative(rootDir, mantineStyles.file)} regenerated`);
  const built = [];
  const failed = [];
  for (const pkg of packages) {
    const reason = force ? 'forced' : staleReason(pkg);
    if (!reason) {
      log(`build: ${pkg.name} is up to date`);
      continue;
    }
    log(`build: ${pkg.name} (${reason})`);
    const started = Date.now();
    try {
      await run(npm, ['run', 'build', '-w', pkg.name], {
        cwd: rootDir,
        env: { ...process.env, NODE_ENV: 'production' },
      });
    } catch (error) {
      if (!keepGoing) throw error;
      log(`build: ${pkg.name} FAILED: ${error.message}`);
      failed.push(pkg.name);
      continue;
    }
    // Dated when the build started: what changed during it is built next time (staleReason).
    const stamp = path.join(pkg.dist, stampName);
    writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
    utimesSync(stamp, started / 1000, started / 1000);
    log(`build: ${pkg.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(pkg.name);
  }
  return { built, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = args.filter((arg) => !arg.startsWith('--'));
  buildFrontends({ force, only, keepGoing: args.includes('--keep-going') }).then(
    ({ failed }) => {
      if (failed.length > 0) process.exit(1);
    },
    (error) => {
      console.error(`build: ${error.message}`);
      process.exit(1);
    },
  );
}
