// node --test scripts/lib/node-version.test.mjs (part of npm run test:scripts)
// Issue 31, item 1: the Node versions the platform declares are the truth (every package.json,
// the README, what the lockfile's packages ask for), and CI runs on the current LTS, fetched
// from the npm registry when the machine's Node is older (.ci/use-node.sh).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { rootDir } from './workspace.mjs';

const require = createRequire(import.meta.url);
const semver = require('semver');
const readJson = (file) => JSON.parse(readFileSync(path.join(rootDir, file), 'utf8'));
const root = readJson('package.json');
const declared = root.engines.node;

/** The lowest version of each supported line: 22.19.0 and 24.0.0 for "^22.19.0 || >=24.0.0". */
const lowestOfEachLine = new semver.Range(declared).set.map(
  (comparators) => semver.minVersion(new semver.Range(comparators.map(String).join(' '))).version,
);

test('every package declares the same Node versions as the root: 22.19+ or 24+', () => {
  assert.deepEqual(lowestOfEachLine, ['22.19.0', '24.0.0']);
  for (const workspace of root.workspaces) {
    assert.equal(readJson(`${workspace}/package.json`).engines?.node, declared, workspace);
  }
});

test('no package of the lockfile asks for more than the lowest supported versions', () => {
  // What makes npm print EBADENGINE on a fresh install of a supported Node.
  const lock = readJson('package-lock.json');
  for (const version of lowestOfEachLine) {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(version, entry.engines.node))
      .map(([name, entry]) => `${name} (${entry.engines.node})`);
    assert.deepEqual(refusing, [], `Node ${version}`);
  }
});

test('the README says the same', () => {
  const readme = readFileSync(path.join(rootDir, 'README.md'), 'utf8');
  assert.match(readme, /Node\.js 22 \(22\.19 or later\) or 24/);
  assert.doesNotMatch(readme, /20\.19/);
});

/** Runs `.ci/use-node.sh` in bash with a fake npm registry client first on PATH. */
function useNode({ major, registryVersions }) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'use-node-'));
  const bin = path.join(work, 'bin');
  mkdirSync(bin);
  const packs = path.join(work, 'packs.log');
  // A fake `npm`: `view` lists versions as the registry does (as text, unsorted by semver),
  // `pack` writes a node-linux tarball whose bin/node runs the real Node; `-v` answers.
  writeFileSync(
    path.join(bin, 'npm'),
    `#!/bin/sh
case "$1" in
  view) echo '${JSON.stringify(registryVersions)}' ;;
  pack)
    spec="$3"; name="\${spec%@*}"; version="\${spec##*@}"
    echo "$spec" >> "${packs}"
    mkdir -p package/bin
    printf '#!/bin/sh\\nexec "${process.execPath}" "$@"\\n' > package/bin/node
    chmod +x package/bin/node
    tar -czf "$name-$version.tgz" package && rm -rf package ;;
  -v) echo 11.0.0 ;;
esac
`,
  );
  chmodSync(path.join(bin, 'npm'), 0o755);
  const run = () =>
    spawnSync(
      'bash',
      ['-c', 'set -euo pipefail; source .ci/use-node.sh; ci_use_node; command -v node'],
      {
        cwd: rootDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${bin}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
          CI_NODE_MAJOR: String(major),
          CI_NODE_CACHE: path.join(work, 'cache'),
        },
      },
    );
  const pulls = () => {
    try {
      return readFileSync(packs, 'utf8').trim().split('\n');
    } catch {
      return [];
    }
  };
  return { run, pulls, work, cleanup: () => rmSync(work, { recursive: true, force: true }) };
}

test('CI keeps a Node that is recent enough and says which one it runs', () => {
  const current = Number(process.versions.node.split('.')[0]);
  const ci = useNode({ major: current, registryVersions: [] });
  try {
    const result = ci.run();
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`^CI: Node v${process.versions.node} \\(`, 'm'));
    assert.deepEqual(ci.pulls(), []);
  } finally {
    ci.cleanup();
  }
});

test('CI fetches the newest release of the wanted major from the npm registry when older', () => {
  const wanted = Number(process.versions.node.split('.')[0]) + 1;
  const ci = useNode({
    major: wanted,
    registryVersions: [`${wanted}.10.0`, `${wanted}.21.0`, `${wanted}.9.0`],
  });
  try {
    const first = ci.run();
    assert.equal(first.status, 0, first.stderr);
    const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
    assert.deepEqual(ci.pulls(), [`node-linux-${arch}@${wanted}.21.0`]);
    const installed = path.join(ci.work, 'cache', `${wanted}.21.0`, 'bin', 'node');
    assert.match(first.stdout, /^CI: Node v[\d.]+ \(.*\), npm 11\.0\.0$/m);
    assert.ok(first.stdout.includes(`(${installed})`), first.stdout);
    // `node` is now the fetched one, first on PATH.
    assert.equal(first.stdout.trim().split('\n').pop(), installed);
    // Unpacked once: the next run uses the cache.
    assert.equal(ci.run().status, 0);
    assert.equal(ci.pulls().length, 1);
  } finally {
    ci.cleanup();
  }
});
