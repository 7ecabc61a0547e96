// npm run deploy -- <remote> [version]                 build and publish one remote
// npm run deploy -- <remote> [version] --dist <dir>    publish a build made elsewhere (CI)
// npm run deploy -- <remote> [version] --no-build      publish the package's dist/ as it is
// npm run deploy -- <remote> --rollback                back to its previous version
// Builds that remote only (nothing else is rebuilt or restarted) into a temporary folder, checks
// that the running shell can satisfy its shared singletons (scripts/lib/fit-check.mjs), copies
// it into a versioned folder under RELEASES_DIR (default deploy/releases) and switches its line
// of RELEASES_DIR/remotes.json atomically. `npm start` serves that folder and manifest, so does
// deploy/nginx/plateforme-dons-releases.conf (deploy/README.md, "Deploying one remote").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertFits } from './lib/fit-check.mjs';
import { publishRelease, rollbackRelease } from './lib/releases.mjs';
import { frontendPackages, print, rootDir } from './lib/workspace.mjs';

/** The temporary build folder, removed however the script ends. */
let buildDir;

function fail(message) {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const distIndex = args.indexOf('--dist');
const distArg = distIndex === -1 ? undefined : args.splice(distIndex, 2)[1];
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const [wanted, versionArg] = args.filter((arg) => !arg.startsWith('--'));
const remotes = frontendPackages().filter((pkg) => !pkg.isShell);
const remote = remotes.find((pkg) => pkg.name === wanted || pkg.remote === wanted);
if (!remote || (distIndex !== -1 && !distArg)) {
  fail(
    `usage: npm run deploy -- <remote> [version] [--dist <dir> | --no-build] | <remote> --rollback\n` +
      `remotes: ${remotes.map((pkg) => pkg.name).join(', ')}`,
  );
}
const root = path.resolve(rootDir, process.env.RELEASES_DIR ?? 'deploy/releases');
// The shell the site runs: the fit check reads what its build shares.
const shellDir = path.resolve(rootDir, process.env.SHELL_DIST ?? 'shell/dist');
const check = (dir) => assertFits({ name: remote.name, shellDir, remoteDir: dir });

try {
  if (flags.has('--rollback')) {
    // After a first deploy, back to the remote's own dist/ (the version built with the platform).
    const { folder, removed } = rollbackRelease({
      root,
      name: remote.remote,
      check,
      platformDist: remote.dist,
    });
    print(`${remote.remote}: back to ${folder} (${removed} removed)`);
  } else {
    const version =
      versionArg ?? JSON.parse(readFileSync(path.join(remote.dir, 'package.json'), 'utf8')).version;
    let distDir = distArg ? path.resolve(distArg) : remote.dist;
    if (!distArg && !flags.has('--no-build')) {
      // Built aside, so the package's dist/ (what `npm start` serves without releases) stays.
      buildDir = mkdtempSync(path.join(os.tmpdir(), `deploy-${remote.name}-`));
      const build = spawnSync(
        'npm',
        ['run', 'build', '-w', remote.name, '--', '--output-path', buildDir],
        // The version is baked into the bundle and its mf-manifest.json (buildInfo).
        { cwd: rootDir, stdio: 'inherit', env: { ...process.env, MF_BUILD_VERSION: version } },
      );
      if (build.status !== 0) fail(`${remote.name}: the build failed, nothing was published`);
      distDir = buildDir;
    }
    const { folder, removed } = publishRelease({
      root,
      name: remote.remote,
      version,
      distDir,
      initialManifest: path.join(rootDir, 'deploy/manifests/production.json'),
      check,
    });
    print(
      `${remote.remote}: ${folder} is live${removed.length ? ` (removed ${removed.join(', ')})` : ''}`,
    );
  }
} catch (error) {
  fail(`${remote.remote}: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
}
