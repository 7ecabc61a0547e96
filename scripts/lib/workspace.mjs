// What the root scripts need to know about the workspace: which packages are front-ends
// (a webpack config and a build script), where their output goes, and which files they
// are built from. Derived from the packages themselves so a new remote needs no edit here.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A line on stdout: what these command-line scripts are for (console.log is kept out of the code). */
export function print(line) {
  process.stdout.write(`${line}\n`);
}

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const webpackConfigNames = [
  'webpack.config.js',
  'webpack.config.cjs',
  'webpack.config.mjs',
  'webpack.config.ts',
];
const ignoredDirs = new Set(['node_modules', 'dist', 'coverage', '.cache', 'test', 'testing']);
// Tests and docs do not change what webpack emits.
const isTestFile = (name) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) ||
  /\.md$/i.test(name) ||
  /^(jest\.config\.|tsconfig.*\.json$)/.test(name);

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function workspaceDirs() {
  const { workspaces = [] } = readJson(path.join(rootDir, 'package.json'));
  return workspaces
    .map((dir) => path.join(rootDir, dir))
    .filter((dir) => existsSync(path.join(dir, 'package.json')));
}

/** The remote name a package is served under: `mf-public` -> `mf_public`. */
function remoteName(dir) {
  return path.basename(dir).replace(/-/g, '_');
}

/**
 * @returns {{ name: string, dir: string, dist: string, webpackConfig: string,
 *   isShell: boolean, remote: string }[]}
 */
export function frontendPackages() {
  const found = [];
  for (const dir of workspaceDirs()) {
    const pkg = readJson(path.join(dir, 'package.json'));
    const config = webpackConfigNames
      .map((name) => path.join(dir, name))
      .find((file) => existsSync(file));
    if (!config || !pkg.scripts?.build) continue;
    const name = path.basename(dir);
    found.push({
      name,
      dir,
      dist: path.join(dir, 'dist'),
      webpackConfig: config,
      isShell: name === 'shell',
      remote: remoteName(dir),
    });
  }
  // The shell first: each remote's build checks its imports of the tree-shaken shared
  // libraries against the built shell (federation/shared-exports-plugin.js).
  return found.sort(
    (a, b) => Number(b.isShell) - Number(a.isShell) || a.name.localeCompare(b.name),
  );
}

function walkFiles(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!ignoredDirs.has(entry.name)) walkFiles(full, out);
    } else if (entry.isFile() && !isTestFile(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/** Local files a config file pulls in through relative require/import (the federation factory). */
function configDependencies(file, seen = new Set()) {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const specifiers = source.matchAll(/(?:require\(|import\(|from\s+)\s*['"](\.{1,2}\/[^'"]+)['"]/g);
  for (const [, specifier] of specifiers) {
    const base = path.resolve(path.dirname(file), specifier);
    const candidates = [
      base,
      `${base}.js`,
      `${base}.cjs`,
      `${base}.mjs`,
      `${base}.ts`,
      path.join(base, 'index.js'),
    ];
    const target = candidates.find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (target && !target.includes(`${path.sep}node_modules${path.sep}`))
      configDependencies(target, seen);
  }
  return seen;
}

/** Every file whose change makes a front-end package's dist out of date. */
function buildInputs(frontend) {
  const inputs = walkFiles(frontend.dir, []);
  for (const file of configDependencies(frontend.webpackConfig)) inputs.push(file);
  const pkg = readJson(path.join(frontend.dir, 'package.json'));
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  for (const dir of workspaceDirs()) {
    const depName = readJson(path.join(dir, 'package.json')).name;
    // A workspace dependency (shared-contracts): its sources and its package.json.
    if (dir !== frontend.dir && deps[depName]) {
      walkFiles(path.join(dir, 'src'), inputs);
      inputs.push(path.join(dir, 'package.json'));
    }
  }
  const lock = path.join(rootDir, 'package-lock.json');
  if (existsSync(lock)) inputs.push(lock);
  return [...new Set(inputs)];
}

/** The file whose presence says a package was built: the page for the shell, the manifest for a remote. */
function buildMarker(frontend) {
  return path.join(frontend.dist, frontend.isShell ? 'index.html' : 'mf-manifest.json');
}

export const stampName = '.build-stamp';

/** Why a package needs a build, or null when its dist is newer than every input. */
export function staleReason(frontend) {
  const marker = buildMarker(frontend);
  if (!existsSync(marker)) return `${path.relative(rootDir, marker)} is missing`;
  // The stamp written after each build carries the time that build started (scripts/build.mjs):
  // a source saved while webpack ran is newer than it, so the next build takes it. Without a
  // stamp (a dist built by hand, npm run build -w ...) the marker's time stands in.
  const stamp = path.join(frontend.dist, stampName);
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : statSync(marker).mtimeMs;
  for (const file of buildInputs(frontend)) {
    if (statSync(file).mtimeMs > builtAt) return `${path.relative(rootDir, file)} changed`;
  }
  return null;
}
