import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface PgTool {
  path: string;
  major: number;
  /** `pg_dump 15.20`: what the backup records. */
  label: string;
}

/**
 * pg_dump or pg_restore for a server of major `minMajor`: the oldest installed one that is at
 * least that version (pg_dump refuses a newer server; an older pg_restore cannot read a newer
 * archive). Looked for in PG_BIN_DIR, Debian's /usr/lib/postgresql/<major>/bin, then PATH.
 * The embedded PostgreSQL ships only initdb, pg_ctl and postgres: it is backed up by a copy
 * of its files instead (take-backup.ts).
 */
export function findPgTool(
  tool: 'pg_dump' | 'pg_restore',
  minMajor: number,
  env: NodeJS.ProcessEnv = process.env,
): { found: PgTool | undefined; seen: PgTool[] } {
  const candidates = new Set<string>();
  if (env.PG_BIN_DIR) candidates.add(path.join(env.PG_BIN_DIR, tool));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian))
      candidates.add(path.join(debian, version, 'bin', tool));
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    candidates.add(path.join(dir, tool));
  }
  const seen: PgTool[] = [];
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    try {
      // "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"
      const output = execFileSync(candidate, ['--version'], { encoding: 'utf8', timeout: 10_000 });
      const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(output);
      if (!match) continue;
      const major = Number(match[1]);
      seen.push({ path: candidate, major, label: `${tool} ${match[1]}.${match[2] ?? '0'}` });
    } catch {
      // Not runnable (a Debian wrapper without a cluster, a broken link): skip it.
    }
  }
  const found = seen
    .filter((candidate) => candidate.major >= minMajor)
    .sort((a, b) => a.major - b.major)[0];
  return { found, seen };
}
