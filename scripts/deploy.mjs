// npm run deploy -- <remote> [version] [--no-build]   publish one remote
// npm run deploy -- <remote> --rollback               back to its previous version
// Builds that remote only (nothing else is rebuilt or restarted), copies its dist/ into a
// versioned folder under RELEASES_DIR (default deploy/releases) and switches its line of
// RELEASES_DIR/remotes.json atomically. Serve that folder and manifest as
// deploy/nginx/plateforme-dons-releases.conf shows (deploy/README.md, "Deploying one remote").
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publishRelease, rollbackRelease } from './lib/releases.mjs';
import { frontendPackages, print, rootDir } from './lib/workspace.mjs';

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const [wanted, versionArg] = args.filter((arg) => !arg.startsWith('--'));
const remotes = frontendPackages().filter((pkg) => !pkg.isShell);
const remote = remotes.find((pkg) => pkg.name === wanted || pkg.remote === wanted);
if (!remote) {
  fail(
    `usage: npm run deploy -- <remote> [version] [--no-build] | <remote> --rollback\n` +
      `remotes: ${remotes.map((pkg) => pkg.name).join(', ')}`,
  );
}
const root = path.resolve(rootDir, process.env.RELEASES_DIR ?? 'deploy/releases');

try {
  if (flags.has('--rollback')) {
    const { folder, removed } = rollbackRelease({ root, name: remote.remote });
    print(`${remote.remote}: back to ${folder} (${removed} removed)`);
  } else {
    if (!flags.has('--no-build')) {
      const build = spawnSync('npm', ['run', 'build', '-w', remote.name], {
        cwd: rootDir,
        stdio: 'inherit',
      });
      if (build.status !== 0) fail(`${remote.name}: the build failed, nothing was published`);
    }
    const version =
      versionArg ?? JSON.parse(readFileSync(path.join(remote.dir, 'package.json'), 'utf8')).version;
    const { folder, removed } = publishRelease({
      root,
      name: remote.remote,
      version,
      distDir: remote.dist,
      initialManifest: path.join(rootDir, 'deploy/manifests/production.json'),
    });
    print(
      `${remote.remote}: ${folder} is live${removed.length ? ` (removed ${removed.join(', ')})` : ''}`,
    );
  }
} catch (error) {
  fail(`${remote.remote}: ${error instanceof Error ? error.message : String(error)}`);
}
