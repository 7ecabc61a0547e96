import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { staleReason, stampName } from './workspace.mjs';

/** A package with one source, built (marker and stamp): times in seconds from now. */
function builtPackage({ source, stamp, marker }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stale-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  mkdirSync(dist);
  writeFileSync(path.join(dir, 'package.json'), '{}');
  const at = (file, seconds) => {
    const time = Date.now() / 1000 + seconds;
    utimesSync(file, time, time);
  };
  writeFileSync(path.join(dir, 'src', 'page.ts'), 'export {};\n');
  at(path.join(dir, 'src', 'page.ts'), source);
  at(path.join(dir, 'package.json'), -3600);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  at(path.join(dist, 'index.html'), marker);
  if (stamp !== undefined) {
    writeFileSync(path.join(dist, stampName), 'stamp\n');
    at(path.join(dist, stampName), stamp);
  }
  const frontend = { dir, dist, isShell: true, webpackConfig: path.join(dir, 'webpack.config.js') };
  return { frontend, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

// Times in the future, so that the repository's own lock file is older than every build here.
test('a source saved while the build ran is built again next time', () => {
  // Build started at +100 s (the stamp), source saved at +200 s, webpack wrote the page at +300 s.
  const { frontend, cleanup } = builtPackage({ stamp: 100, source: 200, marker: 300 });
  try {
    assert.match(staleReason(frontend) ?? '', /src\/page\.ts changed$/);
  } finally {
    cleanup();
  }
});

test('a package built after its last change is up to date', () => {
  const { frontend, cleanup } = builtPackage({ source: 100, stamp: 200, marker: 300 });
  try {
    assert.equal(staleReason(frontend), null);
  } finally {
    cleanup();
  }
});

test('without a stamp (built by hand) the page written by webpack dates the build', () => {
  const { frontend, cleanup } = builtPackage({ source: 200, marker: 300 });
  try {
    assert.equal(staleReason(frontend), null);
  } finally {
    cleanup();
  }
});
