// The fit check of `npm run deploy` (deploy/README.md "The fit check"): before a
// remote goes live, the running shell must be able to satisfy its shared singletons.
// - Versions: both sides' build manifests (mf-manifest.json, written by the federation plugin
//   into shell/dist and into each remote's build): `shared` lists every shared package with the
//   version the build bundled, its requiredVersion and whether it is a singleton.
// - Exports of the tree-shaken shared libraries: both sides' shared-exports.json (what the
//   shell's copies provide, what the remote imports), compared by scripts/lib/shared-exports.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import {
  BUILD_EXPORTS_FILE,
  checkRemoteAgainstShell,
  formatMissingExports,
} from './shared-exports.mjs';

const BUILD_MANIFEST = 'mf-manifest.json';

/** A build's mf-manifest.json, or an error that says what to build. */
function readBuildManifest(dir, what) {
  const file = path.join(dir, BUILD_MANIFEST);
  if (!existsSync(file)) {
    throw new Error(`${what}: ${file} is missing (build it first: it lists what the build shares)`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(manifest.shared)) throw new Error(`${what}: ${file} has no "shared" list`);
  return manifest;
}

/** A requiredVersion that asks for something (false, '' and '*' accept any version). */
const constrains = (range) => typeof range === 'string' && range !== '' && range !== '*';

/**
 * Why the remote cannot run with the shell's shared singletons, one line per package (empty
 * when it fits). A package is treated as a singleton when either side declares it one: the page
 * then holds one copy, so
 * - the shell must share it (otherwise the remote's copy is a second one beside the shell's);
 * - the shell's version must satisfy the remote's requiredVersion (the remote runs on the
 *   shell's copy: a singleton is never loaded twice, the runtime only warns);
 * - the remote's own version, when newer than the shell's, must satisfy the shell's
 *   requiredVersion: under the 'version-first' share strategy (the runtime's default; the
 *   platform builds with 'loaded-first') the highest version registered becomes the page's
 *   copy, for the shell and the other remotes too.
 * Non-singletons may load their own copy and are not checked.
 * Versions are compared with the federation runtime's own `satisfy`.
 */
export function sharedVersionProblems(shellManifest, remoteManifest) {
  const shellShared = new Map(shellManifest.shared.map((entry) => [entry.name, entry]));
  const problems = [];
  for (const wanted of remoteManifest.shared) {
    const provided = shellShared.get(wanted.name);
    if (!provided) {
      if (wanted.singleton) {
        problems.push(
          `${wanted.name}: the remote shares it as a singleton, the shell does not share it (two copies on the page)`,
        );
      }
      continue;
    }
    if (!wanted.singleton && !provided.singleton) continue;
    if (constrains(wanted.requiredVersion) && !satisfy(provided.version, wanted.requiredVersion)) {
      problems.push(
        `${wanted.name}: the remote requires ${wanted.requiredVersion}, the shell provides ${provided.version}`,
      );
    } else if (
      wanted.version &&
      satisfy(wanted.version, `>${provided.version}`) &&
      constrains(provided.requiredVersion) &&
      !satisfy(wanted.version, provided.requiredVersion)
    ) {
      problems.push(
        `${wanted.name}: the remote brings ${wanted.version}, the shell requires ${provided.requiredVersion}`,
      );
    }
  }
  return problems;
}

/**
 * Exports the remote imports from a tree-shaken shared library that the shell's copy dropped:
 * the remote would break when it renders ("Cannot read properties of undefined").
 */
function sharedExportProblems(shellDir, remoteDir) {
  for (const [dir, what] of [
    [shellDir, 'the shell'],
    [remoteDir, 'the remote'],
  ]) {
    if (!existsSync(path.join(dir, BUILD_EXPORTS_FILE))) {
      // A build from before tree shaking: it would bring its own full copies (a second router).
      return [
        `${what} has no ${BUILD_EXPORTS_FILE}: built without the shared tree shaking, its exports cannot be checked (rebuild it)`,
      ];
    }
  }
  return checkRemoteAgainstShell(remoteDir, shellDir).map((missing) =>
    formatMissingExports([missing]).replace(/^- /, ''),
  );
}

/**
 * Every reason the build in `remoteDir` does not fit the shell built in `shellDir` (empty when
 * it fits): versions, then exports. `extraChecks` add their own lines: each is called with
 * { shellDir, remoteDir, shellManifest, remoteManifest }.
 */
export function fitProblems({ shellDir, remoteDir, extraChecks = [] }) {
  const shellManifest = readBuildManifest(shellDir, 'the shell');
  const remoteManifest = readBuildManifest(remoteDir, 'the remote');
  const problems = [
    ...sharedVersionProblems(shellManifest, remoteManifest),
    ...sharedExportProblems(shellDir, remoteDir),
  ];
  for (const check of extraChecks) {
    problems.push(...check({ shellDir, remoteDir, shellManifest, remoteManifest }));
  }
  return problems;
}

/** Throws the refusal, every problem on its own line, when the remote does not fit. */
export function assertFits({ name, shellDir, remoteDir, extraChecks }) {
  const problems = fitProblems({ shellDir, remoteDir, extraChecks });
  if (problems.length > 0) {
    throw new Error(
      `does not fit the running shell (${shellDir}); nothing was switched:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        `\nRebuild ${name} against the shell's shared versions, or deploy a shell that provides them first.`,
    );
  }
}
