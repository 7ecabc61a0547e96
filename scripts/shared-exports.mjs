#!/usr/bin/env node
// The export list of the tree-shaken shared libraries (scripts/lib/shared-exports.mjs).
// `node scripts/shared-exports.mjs`: regenerates federation/shared-exports.json from the imports
// of every package, and shared-ui/src/theme/mantine-styles.css from it (npm run build does both
// before building).
// `--check`: checks every built remote (mf-*/dist) against the built shell (shell/dist), exit 1
// when a remote imports an export the shell's shared copy does not provide.
import path from 'node:path';
import { existsSync } from 'node:fs';
import {
  BUILD_EXPORTS_FILE,
  checkRemoteAgainstShell,
  formatMissingExports,
  platformPackageDirs,
  writeExportList,
} from './lib/shared-exports.mjs';
import { writeMantineStyles } from './lib/mantine-styles.mjs';
import { print, rootDir } from './lib/workspace.mjs';

if (process.argv.includes('--check')) {
  const shellDist = path.join(rootDir, 'shell', 'dist');
  let failed = false;
  for (const dir of platformPackageDirs(rootDir)) {
    const dist = path.join(dir, 'dist');
    if (!path.basename(dir).startsWith('mf-') || !existsSync(path.join(dist, BUILD_EXPORTS_FILE)))
      continue;
    const missing = checkRemoteAgainstShell(dist, shellDist);
    if (missing.length === 0) print(`shared exports: ${path.basename(dir)} ok`);
    else {
      failed = true;
      print(`shared exports: ${path.basename(dir)} is not served by the built shell:`);
      print(formatMissingExports(missing));
    }
  }
  process.exit(failed ? 1 : 0);
} else {
  const { file, changed, usedExports } = writeExportList(rootDir);
  const counts = Object.entries(usedExports)
    .map(([library, names]) => `${library} ${names.length}`)
    .join(', ');
  print(
    `shared exports: ${path.relative(rootDir, file)} ${changed ? 'written' : 'up to date'} (${counts})`,
  );
  const styles = writeMantineStyles(rootDir);
  print(
    `shared exports: ${path.relative(rootDir, styles.file)} ${styles.changed ? 'written' : 'up to date'} (${styles.files.length} style files of @mantine/core)`,
  );
}
