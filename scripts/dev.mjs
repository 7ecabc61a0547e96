#!/usr/bin/env node
// `npm run dev`: the API in watch mode on PORT (3000) and every front-end package's webpack dev
// server on the port its webpack config names, with live reload. Open the shell's dev server;
// it proxies /api to the API and reads the remotes from deploy/manifests/local.json.
// Ctrl-C (or any child exiting) stops every child, with its own children.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { frontendPackages, rootDir } from './lib/workspace.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const require = createRequire(import.meta.url);

/** The dev server port a webpack config sets, or null when it cannot be read. */
function devServerPort(configFile) {
  try {
    const exported = require(configFile);
    const config = typeof exported === 'function' ? exported({}, { mode: 'development' }) : exported;
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

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) {
    try {
      // Each child leads its own process group: npm, webpack, tsx watch and the server go together.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  const deadline = setTimeout(() => {
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(exitCode);
  }, 10_000);
  deadline.unref();
  const waitForChildren = setInterval(() => {
    if (children.size === 0) {
      clearInterval(waitForChildren);
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

console.log('dev: started');
for (const service of services) console.log(`  ${service.label.padEnd(12)} ${service.url}`);

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
process.on('exit', () => {
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});
