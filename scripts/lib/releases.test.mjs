// node --test scripts/lib/releases.test.mjs (part of npm run test:scripts)
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { KEEP_RELEASES, publishRelease, rollbackRelease } from './releases.mjs';

function fakeDist(parent, label) {
  const dir = path.join(parent, `dist-${label}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ label }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  return dir;
}

const manifestOf = (root) => JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8'));

test('publishing switches the one line of the manifest to a versioned folder', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const root = path.join(work, 'releases');
  mkdirSync(root);
  writeFileSync(
    path.join(root, 'remotes.json'),
    JSON.stringify({ mf_admin: '/remotes/mf_admin/mf-manifest.json' }),
  );
  const { folder } = publishRelease({
    root,
    name: 'mf_public',
    version: '1.0.0',
    distDir: fakeDist(work, 'a'),
  });
  assert.match(folder, /^1\.0\.0-[0-9a-f]{10}$/);
  assert.deepEqual(manifestOf(root), {
    mf_admin: '/remotes/mf_admin/mf-manifest.json',
    mf_public: `/releases/mf_public/${folder}/mf-manifest.json`,
  });
  assert.equal(
    readFileSync(path.join(root, 'mf_public', folder, 'remoteEntry.js'), 'utf8'),
    '/* a */',
  );
  // No temporary file left beside the manifest.
  assert.deepEqual(readdirSync(root).sort(), ['mf_public', 'remotes.json']);
});

test('the first deploy starts from the manifest the platform ran with', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const root = path.join(work, 'releases');
  const initialManifest = path.join(work, 'production.json');
  writeFileSync(
    initialManifest,
    JSON.stringify({ mf_donor: '/remotes/mf_donor/mf-manifest.json' }),
  );
  const { folder } = publishRelease({
    root,
    name: 'mf_public',
    version: '2.0.0',
    distDir: fakeDist(work, 'b'),
    initialManifest,
  });
  assert.deepEqual(manifestOf(root), {
    mf_donor: '/remotes/mf_donor/mf-manifest.json',
    mf_public: `/releases/mf_public/${folder}/mf-manifest.json`,
  });
});

test('a rollback restores the previous version; old versions beyond the kept ones go', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const root = path.join(work, 'releases');
  mkdirSync(root);
  const folders = [];
  for (let i = 0; i < KEEP_RELEASES + 1; i += 1) {
    folders.push(
      publishRelease({ root, name: 'mf_public', version: `1.0.${i}`, distDir: fakeDist(work, i) })
        .folder,
    );
  }
  assert.equal(existsSync(path.join(root, 'mf_public', folders[0])), false);
  assert.equal(existsSync(path.join(root, 'mf_public', folders[1])), true);

  const back = rollbackRelease({ root, name: 'mf_public' });
  assert.equal(back.folder, folders[KEEP_RELEASES - 1]);
  assert.equal(
    manifestOf(root).mf_public,
    `/releases/mf_public/${folders[KEEP_RELEASES - 1]}/mf-manifest.json`,
  );
  assert.equal(existsSync(path.join(root, 'mf_public', folders[KEEP_RELEASES])), false);
});

test('refuses a folder that is not a built remote, and a rollback with nothing before', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const root = path.join(work, 'releases');
  mkdirSync(root);
  assert.throws(
    () => publishRelease({ root, name: 'mf_public', version: '1.0.0', distDir: work }),
    /no mf-manifest\.json: build the remote first/,
  );
  publishRelease({ root, name: 'mf_public', version: '1.0.0', distDir: fakeDist(work, 'x') });
  assert.throws(() => rollbackRelease({ root, name: 'mf_public' }), /no previous version/);
});

test('a refused check (the fit check) changes nothing, on publish and on rollback', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const root = path.join(work, 'releases');
  mkdirSync(root);
  const first = publishRelease({
    root,
    name: 'mf_public',
    version: '1.0.0',
    distDir: fakeDist(work, 'a'),
  }).folder;
  const manifestBefore = readFileSync(path.join(root, 'remotes.json'), 'utf8');
  const refuse = () => {
    throw new Error('does not fit the running shell');
  };
  assert.throws(
    () =>
      publishRelease({
        root,
        name: 'mf_public',
        version: '2.0.0',
        distDir: fakeDist(work, 'b'),
        check: refuse,
      }),
    /does not fit/,
  );
  assert.equal(readFileSync(path.join(root, 'remotes.json'), 'utf8'), manifestBefore);
  assert.deepEqual(readdirSync(path.join(root, 'mf_public')).sort(), [first, 'history.json']);

  const second = publishRelease({
    root,
    name: 'mf_public',
    version: '2.0.0',
    distDir: fakeDist(work, 'b'),
  }).folder;
  const checked = [];
  assert.throws(
    () =>
      rollbackRelease({
        root,
        name: 'mf_public',
        check: (dir) => {
          checked.push(dir);
          refuse();
        },
      }),
    /does not fit/,
  );
  // The previous folder was the one checked; the current one stays live.
  assert.deepEqual(checked, [path.join(root, 'mf_public', first)]);
  assert.equal(manifestOf(root).mf_public, `/releases/mf_public/${second}/mf-manifest.json`);
  assert.equal(existsSync(path.join(root, 'mf_public', second)), true);
});

test('a rollback after the first deploy goes back to the version built with the platform', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const root = path.join(work, 'releases');
  const initialManifest = path.join(work, 'production.json');
  const production = {
    mf_public: '/remotes/mf_public/mf-manifest.json',
    mf_donor: '/remotes/mf_donor/mf-manifest.json',
  };
  writeFileSync(initialManifest, JSON.stringify(production));
  // The remote's own dist/, which the platform's line serves.
  const platformDist = fakeDist(work, 'built');
  const { folder } = publishRelease({
    root,
    name: 'mf_public',
    version: '1.0.0',
    distDir: fakeDist(work, 'a'),
    initialManifest,
  });
  assert.equal(manifestOf(root).mf_public, `/releases/mf_public/${folder}/mf-manifest.json`);

  // A refused fit check changes nothing.
  assert.throws(
    () =>
      rollbackRelease({
        root,
        name: 'mf_public',
        platformDist,
        check: () => {
          throw new Error('does not fit the running shell');
        },
      }),
    /does not fit/,
  );
  assert.equal(manifestOf(root).mf_public, `/releases/mf_public/${folder}/mf-manifest.json`);

  const checked = [];
  const back = rollbackRelease({
    root,
    name: 'mf_public',
    platformDist,
    check: (dir) => checked.push(dir),
  });
  assert.deepEqual(checked, [platformDist]);
  assert.equal(back.removed, folder);
  assert.match(back.folder, /the version built with the platform \(\/remotes\/mf_public\//);
  assert.deepEqual(manifestOf(root), production);
  assert.deepEqual(readdirSync(path.join(root, 'mf_public')), ['history.json']);

  // Nothing before that: a second rollback is refused; a new deploy works again, and so does
  // its rollback.
  assert.throws(() => rollbackRelease({ root, name: 'mf_public', platformDist }), /no previous/);
  publishRelease({ root, name: 'mf_public', version: '2.0.0', distDir: fakeDist(work, 'b') });
  rollbackRelease({ root, name: 'mf_public', platformDist });
  assert.deepEqual(manifestOf(root), production);
});

test('a rollback to the platform build refuses when that build is gone', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const root = path.join(work, 'releases');
  const initialManifest = path.join(work, 'production.json');
  writeFileSync(
    initialManifest,
    JSON.stringify({ mf_public: '/remotes/mf_public/mf-manifest.json' }),
  );
  const { folder } = publishRelease({
    root,
    name: 'mf_public',
    version: '1.0.0',
    distDir: fakeDist(work, 'a'),
    initialManifest,
  });
  assert.throws(
    () => rollbackRelease({ root, name: 'mf_public', platformDist: path.join(work, 'missing') }),
    /the version built with the platform .* is not there any more; nothing was switched/,
  );
  assert.equal(manifestOf(root).mf_public, `/releases/mf_public/${folder}/mf-manifest.json`);
});
