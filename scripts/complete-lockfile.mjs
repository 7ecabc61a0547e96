// Completes package-lock.json with the other platforms' optional native packages
// (@swc/core-darwin-arm64, @rspack/binding-win32-x64-msvc, ...).
//
// Why: the registry this project installs from serves only the Linux builds of those packages,
// so the lock npm writes here leaves the others out, and `npm ci` then refuses the lock
// ("Missing: ... from lock file"). Each entry added here carries the package's os/cpu/libc, so
// npm skips it on a machine it does not fit, exactly as with a lock written where the registry
// has them all. Runs as the root `postinstall`; changes nothing when the lock is complete.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');

const OSES = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'arm'];

/** Reads the platform a native package is built for from its name (e.g. core-linux-arm-gnueabihf). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const entry = {};
  const os = OSES.find((o) => parts.includes(o));
  const cpu = CPUS.find((c) => parts.includes(c));
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (parts.some((p) => p === 'gnu' || p === 'gnueabihf') && os === 'linux') {
    entry.libc = ['glibc'];
  }
  if (parts.some((p) => p === 'musl' || p === 'musleabihf')) entry.libc = ['musl'];
  return entry;
}

/** Where node would resolve `dep` from the package installed at `fromPath`. */
function isResolvable(packages, fromPath, dep) {
  let dir = fromPath;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[candidate]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

function completeLock(lock) {
  const packages = lock.packages ?? {};
  const added = [];
  for (const [pkgPath, meta] of Object.entries(packages)) {
    for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
      if (isResolvable(packages, pkgPath, dep)) continue;
      const platform = platformOf(dep);
      // Only platform-specific builds are filled in; any other missing optional dependency is a
      // real problem for npm to report.
      if (!platform.os && !platform.cpu) continue;
      const key = `node_modules/${dep}`;
      if (packages[key]) continue;
      packages[key] = { version: spec.replace(/^[\^~=]/, ''), optional: true, ...platform };
      added.push(`${dep}@${packages[key].version}`);
    }
  }
  if (added.length) {
    const sorted = Object.keys(packages).sort((a, b) =>
      a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
    );
    lock.packages = Object.fromEntries(sorted.map((k) => [k, packages[k]]));
  }
  return added;
}

{
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const added = completeLock(lock);
  if (added.length) {
    writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
    console.warn(`package-lock.json: listed ${added.length} other-platform optional packages`);
  }
}
