// node --test scripts/lib/fit-check.test.mjs (part of npm run test:scripts)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { assertFits, fitProblems, sharedVersionProblems } from './fit-check.mjs';
import { writeBuildExports } from './shared-exports.mjs';

/** A shared entry as the federation plugin writes it into mf-manifest.json. */
const shared = (name, version, extra = {}) => ({
  name,
  version,
  singleton: true,
  requiredVersion: `^${version}`,
  ...extra,
});

const shell = {
  name: 'shell',
  shared: [
    shared('react', '19.3.1'),
    shared('react-dom', '19.3.1'),
    shared('react-router-dom', '7.18.5'),
    shared('@mantine/core', '9.7.3'),
    shared('shared-contracts', '0.1.0'),
    shared('shared-ui', '0.1.0'),
  ],
};

const remote = (entries) => ({ name: 'mf_public', shared: entries });

test('a remote built with the same shared versions fits', () => {
  assert.deepEqual(sharedVersionProblems(shell, remote(shell.shared)), []);
});

test("a remote whose range the shell's version satisfies fits", () => {
  const problems = sharedVersionProblems(
    shell,
    remote([
      shared('react', '19.0.0'),
      shared('react-router-dom', '7.2.0', { requiredVersion: '>=7.0.0 <8.0.0' }),
      shared('@mantine/core', '9.7.3', { requiredVersion: '~9.7.0' }),
      shared('shared-ui', '0.1.0', { requiredVersion: false }),
      shared('shared-contracts', '0.1.0', { requiredVersion: '*' }),
    ]),
  );
  assert.deepEqual(problems, []);
});

test('a remote that requires a react the shell does not provide is refused', () => {
  const problems = sharedVersionProblems(
    shell,
    remote([
      shared('react', '18.3.1'),
      shared('react-dom', '18.3.1'),
      shared('shared-ui', '0.1.0'),
    ]),
  );
  assert.deepEqual(problems, [
    'react: the remote requires ^18.3.1, the shell provides 19.3.1',
    'react-dom: the remote requires ^18.3.1, the shell provides 19.3.1',
  ]);
});

test('a newer minor the shell is too old for is refused (caret ranges)', () => {
  const problems = sharedVersionProblems(shell, remote([shared('@mantine/core', '9.8.0')]));
  assert.deepEqual(problems, [
    '@mantine/core: the remote requires ^9.8.0, the shell provides 9.7.3',
  ]);
});

test("a remote bringing a version outside the shell's range is refused, its range loose or not", () => {
  // With 'version-first' sharing the highest copy registered becomes the page's singleton.
  const problems = sharedVersionProblems(
    shell,
    remote([shared('react', '20.0.0', { requiredVersion: '>=19.0.0' })]),
  );
  assert.deepEqual(problems, ['react: the remote brings 20.0.0, the shell requires ^19.3.1']);
});

test('a singleton the shell does not share is refused; a non-singleton is left alone', () => {
  const problems = sharedVersionProblems(
    shell,
    remote([
      shared('zustand', '5.1.0'),
      shared('dayjs', '1.11.0', { singleton: false, requiredVersion: '^2.0.0' }),
    ]),
  );
  assert.deepEqual(problems, [
    'zustand: the remote shares it as a singleton, the shell does not share it (two copies on the page)',
  ]);
});

test("the shell's singleton makes it one, even if the remote does not say so", () => {
  const problems = sharedVersionProblems(
    shell,
    remote([shared('react', '18.3.1', { singleton: false })]),
  );
  assert.deepEqual(problems, ['react: the remote requires ^18.3.1, the shell provides 19.3.1']);
});

// What the shell's tree-shaken copy of @mantine/core holds, and what a remote imports from it.
const provides = { '@mantine/core': ['Button', 'Stack', 'Title'], 'react-router-dom': ['*'] };
const importsFine = { '@mantine/core': { Button: ['src/a.tsx:1'], Stack: ['src/a.tsx:1'] } };

/** A build folder: its mf-manifest.json and its shared-exports.json (either may be left out). */
function buildDir(parent, name, manifest, exportsRecord) {
  const dir = path.join(parent, name);
  mkdirSync(dir, { recursive: true });
  if (manifest) writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (exportsRecord) writeBuildExports(dir, { name, ...exportsRecord });
  return dir;
}
const shellBuild = (work) => buildDir(work, 'shell', shell, { provides, imports: {} });

test('reads both build manifests and runs the extra checks', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fit-check-'));
  const shellDir = shellBuild(work);
  const remoteDir = buildDir(work, 'remote', remote([shared('react', '18.3.1')]), {
    imports: importsFine,
  });
  const seen = [];
  const problems = fitProblems({
    shellDir,
    remoteDir,
    extraChecks: [
      (input) => {
        seen.push(input);
        return ['@mantine/core: Tabs is not in the shell'];
      },
    ],
  });
  assert.deepEqual(problems, [
    'react: the remote requires ^18.3.1, the shell provides 19.3.1',
    '@mantine/core: Tabs is not in the shell',
  ]);
  assert.equal(seen[0].shellDir, shellDir);
  assert.equal(seen[0].remoteManifest.name, 'mf_public');
});

test('a remote importing an export the shell tree-shook away is refused, with where', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fit-check-'));
  const remoteDir = buildDir(work, 'remote', remote(shell.shared), {
    imports: {
      '@mantine/core': { Button: ['src/a.tsx:1'], Tabs: ['src/features/b/Tabs.tsx:3'] },
      'react-router-dom': { Link: ['src/a.tsx:2'] },
    },
  });
  assert.deepEqual(fitProblems({ shellDir: shellBuild(work), remoteDir }), [
    '@mantine/core export "Tabs" is not provided by the shell\'s shared copy (imported at src/features/b/Tabs.tsx:3)',
  ]);
});

test('a build without its export record (from before tree shaking) is refused', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fit-check-'));
  const remoteDir = buildDir(work, 'remote', remote(shell.shared));
  assert.deepEqual(fitProblems({ shellDir: shellBuild(work), remoteDir }), [
    'the remote has no shared-exports.json: built without the shared tree shaking, its exports cannot be checked (rebuild it)',
  ]);
});

test('the refusal names every problem and what to do', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fit-check-'));
  const shellDir = shellBuild(work);
  const remoteDir = buildDir(work, 'remote', remote([shared('react', '18.3.1')]), {
    imports: importsFine,
  });
  assert.throws(
    () => assertFits({ name: 'mf-public', shellDir, remoteDir }),
    (error) => {
      assert.match(error.message, /does not fit the running shell/);
      assert.match(error.message, /nothing was switched/);
      assert.match(
        error.message,
        /\n {2}- react: the remote requires \^18\.3\.1, the shell provides 19\.3\.1\n/,
      );
      assert.match(error.message, /Rebuild mf-public against the shell's shared versions/);
      return true;
    },
  );
  assert.doesNotThrow(() =>
    assertFits({
      name: 'mf-public',
      shellDir,
      remoteDir: buildDir(work, 'ok', shell, { imports: importsFine }),
    }),
  );
});

test('a shell built without its manifest cannot be checked: refused with the reason', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'fit-check-'));
  const shellDir = buildDir(work, 'shell');
  const remoteDir = buildDir(work, 'remote', remote([]));
  assert.throws(
    () => fitProblems({ shellDir, remoteDir }),
    /the shell: .*mf-manifest\.json is missing \(build it first/,
  );
});
