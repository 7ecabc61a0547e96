// node --test scripts/lib/deploy-links.test.mjs (part of npm run test:scripts): issue 26 item 13.
// The real deploy CLI (scripts/deploy.mjs --dist) publishes regular files only: a build holding
// a symbolic link (here to a stand-in for the instance's jwt-secret) is refused, with the link
// named, and nothing is copied or switched.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { rootDir } from './workspace.mjs';

const SECRET = 'jwt-secret-do-not-serve-0123456789abcdef';

/** A built shell and a built remote that fit each other (nothing shared), in a temp folder. */
function fixture() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'deploy-links-'));
  const shell = path.join(work, 'shell-dist');
  const dist = path.join(work, 'remote-dist');
  const data = path.join(work, 'data');
  for (const dir of [shell, dist, data]) mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(shell, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  writeFileSync(path.join(shell, 'shared-exports.json'), JSON.stringify({ provides: {} }));
  writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ name: 'mf_public', shared: [] }),
  );
  writeFileSync(path.join(dist, 'shared-exports.json'), JSON.stringify({ imports: {} }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mf_public;');
  writeFileSync(path.join(data, 'jwt-secret'), SECRET);
  return { work, shell, dist, data, releases: path.join(work, 'releases') };
}

function deploy({ shell, dist, releases }) {
  return spawnSync(
    process.execPath,
    [path.join(rootDir, 'scripts/deploy.mjs'), 'mf-public', '9.9.9', '--dist', dist],
    {
      cwd: rootDir,
      env: { ...process.env, RELEASES_DIR: releases, SHELL_DIST: shell },
      encoding: 'utf8',
    },
  );
}

test('a build of regular files is published (the fixture fits)', () => {
  const paths = fixture();
  try {
    const run = deploy(paths);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /mf_public: 9\.9\.9-[0-9a-f]{10} is live/);
  } finally {
    rmSync(paths.work, { recursive: true, force: true });
  }
});

test('a build holding a symbolic link is refused, the link named, nothing published', () => {
  for (const plant of [
    // A file link to the secret, and a folder link that leads to it.
    (p) => symlinkSync(path.join(p.data, 'jwt-secret'), path.join(p.dist, 'leak.js')),
    (p) => {
      mkdirSync(path.join(p.dist, 'assets'));
      symlinkSync(p.data, path.join(p.dist, 'assets', 'data'));
    },
  ]) {
    const paths = fixture();
    try {
      plant(paths);
      const run = deploy(paths);
      assert.notEqual(run.status, 0, run.stdout);
      assert.match(run.stderr, /is a symbolic link \(to .*\): a release holds regular files only/);
      assert.match(run.stderr, /leak\.js|assets\/data/);
      // Nothing copied, no manifest switched.
      assert.equal(existsSync(path.join(paths.releases, 'remotes.json')), false);
      const published = existsSync(path.join(paths.releases, 'mf_public'))
        ? readdirSync(path.join(paths.releases, 'mf_public'))
        : [];
      assert.deepEqual(published, []);
    } finally {
      rmSync(paths.work, { recursive: true, force: true });
    }
  }
});
