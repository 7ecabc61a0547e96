#!/usr/bin/env node
// `npm start`: the whole platform from one Node process on PORT (3000). Builds the front-end
// packages that are missing or out of date, then runs the API in this very process; the API
// serves the built shell, every remote and the runtime manifest when they exist
// (api/src/plugins/frontend/). The embedded PostgreSQL is the only other process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFrontends } from './build.mjs';
import { print, rootDir } from './lib/workspace.mjs';

const skipBuild = ['1', 'true', 'yes'].includes(String(process.env.SKIP_BUILD ?? '').toLowerCase());

if (!skipBuild) {
  const { failed } = await buildFrontends({ keepGoing: true, log: print });
  if (failed.includes('shell')) {
    console.error('start: the shell did not build; fix the error above and run npm start again');
    process.exit(1);
  }
  if (failed.length > 0) {
    console.error(
      `start: ${failed.join(', ')} did not build; their pages show the fallback until fixed`,
    );
  }
}

const server = path.join(rootDir, 'api', 'src', 'server.ts');
if (!existsSync(server)) {
  console.error(`start: ${path.relative(rootDir, server)} does not exist yet`);
  process.exit(1);
}

// TypeScript straight from source, in this process: tsx's loaders for both module systems
// (the api package is CommonJS; some of its dependencies are ES modules).
const { register: registerCommonJs } = await import('tsx/cjs/api');
const { register: registerEsm } = await import('tsx/esm/api');
registerCommonJs();
registerEsm();
await import(pathToFileURL(server).href);
