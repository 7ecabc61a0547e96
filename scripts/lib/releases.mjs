// Versioned releases of one remote and the runtime manifest that points at them
// (deploy/README.md "Deploying one remote"). Layout under a releases folder:
//   <root>/<federation name>/<version>-<build id>/   a copy of the remote's dist/
//   <root>/<federation name>/history.json            published folders, oldest first
//   <root>/<federation name>/platform-line.json      the manifest line before the first deploy
//                                                    (the version built with the platform)
//   <root>/remotes.json                              the runtime manifest the shell reads
// The manifest is switched by writing a temporary file and renaming it over the old one, so a
// reader sees the old manifest or the new one, never half of one.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Published versions kept per remote (the current one included). */
export const KEEP_RELEASES = 5;

/** The file beside history.json holding the line the first deploy replaced. */
const PLATFORM_LINE = 'platform-line.json';

/** A short id of a built folder's content: the same build gives the same id. */
function buildId(distDir) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, name.name);
      if (name.isDirectory()) walk(file);
      else hash.update(path.relative(distDir, file)).update(readFileSync(file));
    }
  };
  walk(distDir);
  return hash.digest('hex').slice(0, 10);
}

/**
 * Throws unless every entry under `distDir` is a regular file or a folder. A
 * symbolic link in a build would be published as a link and served as whatever it points to
 * (the instance's jwt-secret, /etc/passwd): refused, with the link named, before anything is
 * copied. Following it instead would publish a file nobody meant to ship.
 */
function assertRegularFilesOnly(distDir) {
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const relative = path.relative(distDir, file);
      if (entry.isDirectory()) walk(file);
      else if (entry.isSymbolicLink()) {
        throw new Error(
          `${relative} is a symbolic link (to ${readlinkSync(file)}): a release holds regular files only; nothing was published`,
        );
      } else if (!entry.isFile()) {
        throw new Error(
          `${relative} is not a regular file: a release holds regular files only; nothing was published`,
        );
      }
    }
  };
  // The folder itself may be reached through a link (a CI workspace): what it holds may not.
  if (!statSync(distDir).isDirectory()) throw new Error(`${distDir} is not a folder`);
  walk(distDir);
}

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

/** Writes JSON next to its destination, then renames it into place (atomic on one disk). */
function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** The manifest in force: remotes.json, else (before any deploy) the one the platform ran with. */
function currentManifest(root, initialManifest) {
  return readJson(
    path.join(root, 'remotes.json'),
    initialManifest ? readJson(initialManifest, {}) : {},
  );
}

function switchManifest(root, name, entry, initialManifest) {
  // The first deploy starts from the manifest the platform ran with (the other remotes' lines).
  const manifest = currentManifest(root, initialManifest);
  manifest[name] = entry;
  writeJsonAtomically(path.join(root, 'remotes.json'), manifest);
}

const releaseEntry = (urlPrefix, name, folder) => `${urlPrefix}/${name}/${folder}/mf-manifest.json`;

/**
 * Copies `distDir` to a new versioned folder, points the manifest at it and keeps the last
 * KEEP_RELEASES folders. Publishing the same build again only switches back to it.
 * `check(dir)` runs first (the fit check): if it throws, nothing is copied or switched.
 */
export function publishRelease({
  root,
  name,
  version,
  distDir,
  urlPrefix = '/releases',
  initialManifest,
  check,
}) {
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir} has no mf-manifest.json: build the remote first`);
  }
  assertRegularFilesOnly(distDir);
  check?.(distDir);
  const folder = `${version}-${buildId(distDir)}`;
  const remoteDir = path.join(root, name);
  const target = path.join(remoteDir, folder);
  if (!existsSync(target)) cpSync(distDir, target, { recursive: true });
  const historyFile = path.join(remoteDir, 'history.json');
  const published = readJson(historyFile, []);
  if (published.length === 0) {
    // The first deploy of this remote: remember the line it replaces (the version built with
    // the platform, `/remotes/<name>/...`), so that a rollback can go back to it.
    const before = currentManifest(root, initialManifest)[name];
    const lineFile = path.join(remoteDir, PLATFORM_LINE);
    if (typeof before === 'string') writeJsonAtomically(lineFile, { entry: before });
    else rmSync(lineFile, { force: true });
  }
  const history = published.filter((entry) => entry !== folder);
  history.push(folder);
  const removed = history.splice(0, Math.max(0, history.length - KEEP_RELEASES));
  writeJsonAtomically(historyFile, history);
  switchManifest(root, name, releaseEntry(urlPrefix, name, folder), initialManifest);
  for (const old of removed) rmSync(path.join(remoteDir, old), { recursive: true, force: true });
  return { folder, removed };
}

/**
 * Points the manifest back at the previous published folder and forgets the current one.
 * After the first deploy, the previous version is the one built with the platform: its line
 * from before that deploy comes back (`platformDist`, the remote's own `dist/` that line
 * serves, is what gets checked). `check(dir)` runs on the previous version first: if it
 * throws, nothing changes.
 */
export function rollbackRelease({ root, name, urlPrefix = '/releases', check, platformDist }) {
  const remoteDir = path.join(root, name);
  const historyFile = path.join(remoteDir, 'history.json');
  const history = readJson(historyFile, []);
  if (history.length === 1) return rollbackToPlatform({ root, name, check, platformDist });
  if (history.length < 2) throw new Error(`${name}: no previous version to go back to`);
  const current = history.pop();
  const previous = history[history.length - 1];
  assertRegularFilesOnly(path.join(remoteDir, previous));
  check?.(path.join(remoteDir, previous));
  writeJsonAtomically(historyFile, history);
  switchManifest(root, name, releaseEntry(urlPrefix, name, previous));
  rmSync(path.join(remoteDir, current), { recursive: true, force: true });
  return { folder: previous, removed: current };
}

function rollbackToPlatform({ root, name, check, platformDist }) {
  const remoteDir = path.join(root, name);
  const lineFile = path.join(remoteDir, PLATFORM_LINE);
  const { entry } = readJson(lineFile, {});
  if (typeof entry !== 'string') {
    throw new Error(
      `${name}: no previous version to go back to (the platform's manifest had no line for it before the first deploy)`,
    );
  }
  // A line served from the platform's own build: that build must still be there, and fit.
  const servedLocally = entry.startsWith('/') && !entry.startsWith('//');
  if (servedLocally) {
    if (!platformDist || !existsSync(path.join(platformDist, 'mf-manifest.json'))) {
      throw new Error(
        `${name}: the version built with the platform (${platformDist ?? entry}) is not there any more; nothing was switched`,
      );
    }
    assertRegularFilesOnly(platformDist);
    check?.(platformDist);
  }
  const [current] = readJson(path.join(remoteDir, 'history.json'), []);
  switchManifest(root, name, entry);
  writeJsonAtomically(path.join(remoteDir, 'history.json'), []);
  rmSync(lineFile, { force: true });
  rmSync(path.join(remoteDir, current), { recursive: true, force: true });
  return { folder: `the version built with the platform (${entry})`, removed: current };
}
