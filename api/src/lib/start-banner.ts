import { sql } from 'drizzle-orm';
import { ROUTES } from 'shared-contracts';
import type { Database } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/seed/demo-data';
import { rowsOf } from './sql-rows';

/** Where the demo accounts (and their public passwords) are listed: the root README. */
export const DEMO_ACCOUNTS_DOC = "README.md, section 'Demo accounts'";

export interface StartBannerFacts {
  /** The address the server listens on (HOST) and the port it got. */
  host: string;
  port: number;
  /** PUBLIC_URL when the operator set it. */
  publicUrl: string | undefined;
  /** Whether the built front-end is served (else only /api answers). */
  frontendBuilt: boolean;
  /** Whether the demo accounts exist in this database. */
  demoAccounts: boolean;
}

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** The address to open in a browser on this machine (or PUBLIC_URL when set). */
export function addressToOpen(facts: Pick<StartBannerFacts, 'host' | 'port' | 'publicUrl'>) {
  if (facts.publicUrl) return facts.publicUrl.replace(/\/+$/, '');
  const host = ANY_ADDRESS.has(facts.host)
    ? 'localhost'
    : facts.host.includes(':')
      ? `[${facts.host}]`
      : facts.host;
  return `http://${host}:${facts.port}`;
}

/**
 * The lines `npm start` prints once it listens: the address to open and, when the demo data
 * is there, where its accounts are listed (issue 31, item 6).
 */
export function startBannerLines(facts: StartBannerFacts): string[] {
  const url = addressToOpen(facts);
  const lines = facts.frontendBuilt
    ? [`ready: open ${url} in a browser`]
    : [
        `ready: the API answers on ${url}/api (the front-end is not built: npm run build, or npm start without SKIP_BUILD)`,
      ];
  if (facts.demoAccounts) {
    lines.push(
      `demo data: log in at ${url}${ROUTES.login.href()} with the demo accounts listed in ${DEMO_ACCOUNTS_DOC}; their passwords are public (SEED_DEMO=false for a real deployment)`,
    );
  }
  return lines;
}

/** Whether the demo accounts are in the database (seeded now or at an earlier start). */
export async function hasDemoAccounts(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`select exists(select 1 from users where email = ${DEMO_ACCOUNTS.admin.email}) as present`,
    ),
  );
  return row?.present === true;
}
