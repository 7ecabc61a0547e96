#!/usr/bin/env node
// `npm run bench`: every api/bench/*.bench.ts in turn (tsx), each writing
// bench/results/<name>.json and bench/results/<name>.md, then bench/results/README.md with
// all of them. `--bundles` also measures the front-end bundles in Chromium
// (e2e/src/bundle-report.ts -> bench/results/bundles.md), `--lighthouse` runs Lighthouse on the
// public pages (e2e/src/lighthouse-report.ts -> bench/results/lighthouse.md and lighthouse/).
// Nothing to run is not a failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { goalRows, goalTable } from './lib/bench-goals.mjs';
import { measureCpuIndex } from './lib/cpu-index.mjs';
import { print, rootDir } from './lib/workspace.mjs';

const benchDir = path.join(rootDir, 'api', 'bench');
const resultsDir = path.join(rootDir, 'bench', 'results');
const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));

function run(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: rootDir,
      stdio: 'inherit',
    });
    child.on('error', (error) => resolve({ ok: false, seconds: 0, error: error.message }));
    child.on('exit', (code, signal) =>
      resolve({
        ok: code === 0,
        seconds: (Date.now() - started) / 1000,
        error: code === 0 ? '' : `exit ${signal ?? code}`,
      }),
    );
  });
}

const benches = existsSync(benchDir)
  ? readdirSync(benchDir)
      .filter((file) => file.endsWith('.bench.ts'))
      .map((file) => ({ name: file.replace(/\.bench\.ts$/, ''), file: path.join(benchDir, file) }))
      .filter((bench) => only.length === 0 || only.includes(bench.name))
      .sort((a, b) => a.name.localeCompare(b.name))
  : [];

mkdirSync(resultsDir, { recursive: true });
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
// The machine as the run found it and left it: the figures below are read against these.
const machineBefore = { load: loadAverage(), cpuIndex: await measureCpuIndex() };
const outcomes = [];
if (benches.length === 0) print('bench: no api/bench/*.bench.ts yet');
for (const bench of benches) {
  print(`bench: ${bench.name}`);
  outcomes.push({ ...bench, ...(await run(bench.file)) });
}

if (args.includes('--bundles')) {
  print('bench: bundles');
  outcomes.push({
    name: 'bundles',
    file: path.join(rootDir, 'e2e', 'src', 'bundle-report.ts'),
    ...(await run(path.join(rootDir, 'e2e', 'src', 'bundle-report.ts'))),
  });
}

if (args.includes('--lighthouse')) {
  const file = path.join(rootDir, 'e2e', 'src', 'lighthouse-report.ts');
  print('bench: lighthouse');
  outcomes.push({ name: 'lighthouse', file, ...(await run(file)) });
}

function readResult(name, extension) {
  const file = path.join(resultsDir, `${name}.${extension}`);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

// The summary covers every result present, including those of earlier runs of a single bench.
const names = [
  ...new Set([
    ...readdirSync(resultsDir)
      .filter((file) => /\.(md|json)$/.test(file) && file !== 'README.md')
      .map((file) => file.replace(/\.(md|json)$/, '')),
    ...outcomes.map((outcome) => outcome.name),
  ]),
].sort();

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machineAfter = { load: loadAverage(), cpuIndex: await measureCpuIndex() };
const cpuIndex = (value) => (value === null ? 'not measured (no Chromium)' : Math.round(value));
const readJson = (name) => {
  const text = readResult(name, 'json');
  return text ? JSON.parse(text) : undefined;
};
const lines = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString()}: Node ${process.version}, ${os.cpus().length} x ${cpu}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM. ` +
    `CPU index (Lighthouse's benchmarkIndex in Chromium, median of 3; issue 32's reference machine: 1,900) ` +
    `${cpuIndex(machineBefore.cpuIndex)} at the start and ${cpuIndex(machineAfter.cpuIndex)} at the end; ` +
    `load average (1/5/15 min) ${machineBefore.load} at the start and ${machineAfter.load} at the end ` +
    '(the machine is shared: each section gives its own). Figures from one machine: compare ratios, not absolutes.',
  '',
  '## Goals (issue 32)',
  '',
  'Each figure from the latest result file of its section below (a section may be from an earlier run).',
  '',
  goalTable(
    goalRows({
      lighthouse: readJson('lighthouse'),
      bundles: readJson('bundles'),
      donations: readJson('donations'),
      recurringCharges: readJson('recurring-charges'),
      publicReads: readJson('public-reads'),
    }),
  ),
  '',
];
if (names.length === 0) {
  lines.push(
    'No benchmark has run yet: add `api/bench/<name>.bench.ts` (see docs/CONVENTIONS.md).',
    '',
  );
}
for (const name of names) {
  const outcome = outcomes.find((candidate) => candidate.name === name);
  const status = outcome
    ? outcome.ok
      ? `ran in ${outcome.seconds.toFixed(1)} s`
      : `FAILED (${outcome.error})`
    : 'earlier run';
  lines.push(`## ${name}`, '', `${status}; details in [${name}.json](${name}.json).`, '');
  const markdown = readResult(name, 'md');
  // Its own title goes; its sections become subsections of this one.
  if (markdown) lines.push(markdown.replace(/^# .*\n+/, '').replace(/^(#+) /gm, '#$1 '), '');
}
writeFileSync(path.join(resultsDir, 'README.md'), `${lines.join('\n').trimEnd()}\n`);
print(`bench: wrote ${path.relative(rootDir, path.join(resultsDir, 'README.md'))}`);

if (outcomes.some((outcome) => !outcome.ok)) process.exit(1);
