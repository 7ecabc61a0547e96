#!/usr/bin/env node
// `npm run dev`: the API in watch mode on PORT (3000) and every front-end package's webpack dev
// server on the port its webpack config names, with live reload. Open the shell's dev server;
// it proxies /api to the API and reads the remotes from deploy/manifests/local.json.
// Ctrl-C (or any child exiting) stops every child, with its own children.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { clearInterval, setInterval } from 'node:timers';
import { frontendPackages, print, rootDir } from './lib/workspace.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const require = createRequire(import.meta.url);

/** The dev server port a webpack config sets, or null when it cannot be read. */
function devServerPort(configFile) {
  try {
    const exported = require(configFile);
    const config =
      typeof exported === 'function' ? exported({}, { mode: 'development' }) : exported;
    return config?.devServer?.port ?? null;
  } catch {
    return null;
  }
}

const apiPort = process.env.PORT || '3000';
const services = [
  {
    label: 'api',
    args: ['run', 'dev', '-w', 'api'],
    // The built front-end is not served in dev: the dev servers are the front-end.
    env: { PORT: apiPort, SERVE_FRONTEND: 'false' },
    url: `http://localhost:${apiPort}/api`,
  },
  ...frontendPackages().map((pkg) => {
    const port = devServerPort(pkg.webpackConfig);
    return {
      label: pkg.name,
      args: ['run', 'dev', '-w', pkg.name],
      env: {},
      url: port ? `http://localhost:${port}/` : '(port from its webpack config)',
    };
  }),
];

const children = new Map();
/** Process groups started here: each child leads one, with npm, webpack, tsx watch and the server in it. */
const groups = new Set();
let stopping = false;

function prefixLines(label, stream, output) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) output.write(`[${label}] ${line}\n`);
  });
  stream.on('end', () => pending && output.write(`[${label}] ${pending}\n`));
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // No process left in the group.
  }
}

const isGroupAlive = (pgid) => signalGroup(pgid, 0);

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const pgid of groups) signalGroup(pgid, 'SIGTERM');
  // npm exits at once; what it started (a dev server in its first compilation) may take its
  // time or ignore SIGTERM: wait for whole groups to empty, then SIGKILL what is left.
  const startedAt = Date.now();
  const poll = setInterval(() => {
    const alive = [...groups].filter(isGroupAlive);
    if (alive.length === 0 || Date.now() - startedAt > 10_000) {
      clearInterval(poll);
      for (const pgid of alive) signalGroup(pgid, 'SIGKILL');
      process.exit(exitCode);
    }
  }, 100);
}

for (const service of services) {
  const child = spawn(npm, service.args, {
    cwd: rootDir,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(service.label, child);
  if (child.pid) groups.add(child.pid);
  prefixLines(service.label, child.stdout, process.stdout);
  prefixLines(service.label, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(service.label);
    if (!stopping) {
      console.error(`dev: ${service.label} exited (${signal ?? code}); stopping everything`);
      stopAll(code || 1);
    }
  });
}

print('dev: started');
for (const service of services) print(`  ${service.label.padEnd(12)} ${service.url}`);

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
process.on('exit', () => {
  for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
});
