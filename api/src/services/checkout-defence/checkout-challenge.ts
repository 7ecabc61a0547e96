import {
  createHmac,
  createSecretKey,
  hash,
  randomBytes,
  randomInt,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CheckoutChallenge, CheckoutProof } from 'shared-contracts';
import type { Database } from '../../db/client';
import {
  isPoolDatabase,
  preparedPerDatabase,
  preparedStatement,
} from '../../db/prepared-statement';
import { createStatementBatcher } from '../../db/statement-batcher';
import { usedCheckoutChallenges } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/**
 * The server side of the checkout's proof of work (ALTCHA's protocol; the browser's solver is
 * shared-contracts' solveCheckoutChallenge). Stateless until used: the challenge is signed with
 * a key derived from JWT_SECRET (the same on every instance), so any instance verifies it; its
 * single use is recorded in PostgreSQL (spendCheckoutChallenge), shared by all instances.
 */
export interface ChallengeSettings {
  jwtSecret: string;
  checkoutChallengeMaxNumber: number;
  checkoutChallengeTtlMs: number;
}

// One-shot hashing and a signing key made once per secret: every checkout checks a proof, and
// building a hash object, then a key from the secret, cost more than the hashing itself.
const sha256 = (text: string) => hash('sha256', text);

const signingKeys = new Map<string, KeyObject>();

// A key of its own: a challenge signature is never a valid session token, nor the reverse.
function signingKey(settings: ChallengeSettings): KeyObject {
  let key = signingKeys.get(settings.jwtSecret);
  if (!key) {
    key = createSecretKey(Buffer.from(sha256(`checkout-challenge:${settings.jwtSecret}`)));
    signingKeys.set(settings.jwtSecret, key);
  }
  return key;
}

function sign(settings: ChallengeSettings, challenge: string): string {
  return createHmac('sha256', signingKey(settings)).update(challenge).digest('hex');
}

export function createCheckoutChallenge(
  settings: ChallengeSettings,
  now = new Date(),
): CheckoutChallenge {
  const expires = Math.floor((now.getTime() + settings.checkoutChallengeTtlMs) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const maxnumber = settings.checkoutChallengeMaxNumber;
  const challenge = sha256(`${salt}${randomInt(0, maxnumber + 1)}`);
  return { algorithm: 'SHA-256', challenge, salt, maxnumber, signature: sign(settings, challenge) };
}

export type ProofCheck = { ok: true; expiresAt: Date } | { ok: false };

/** Signed by us, solved, and not expired (its use is recorded separately). */
export function checkCheckoutProof(
  settings: ChallengeSettings,
  proof: CheckoutProof | undefined,
  now = new Date(),
): ProofCheck {
  if (!proof || proof.algorithm !== 'SHA-256') return { ok: false };
  const expires = /\?expires=(\d+)$/.exec(proof.salt);
  if (!expires) return { ok: false };
  const expiresAt = new Date(Number(expires[1]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false };
  if (sha256(`${proof.salt}${proof.number}`) !== proof.challenge) return { ok: false };
  const expected = Buffer.from(sign(settings, proof.challenge), 'hex');
  const given = Buffer.from(proof.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  return { ok: true, expiresAt };
}

/**
 * Records the challenge as used: true the first time, false after (on any instance). Spent
 * challenges past their expiry are deleted on the way, a few at a time. The spends of the
 * checkouts opened at the same moment share one statement and its commit (group commit,
 * statement-batcher.ts): a statement of its own per checkout was one more commit per donation.
 */
export async function spendCheckoutChallenge(
  db: Database,
  challenge: string,
  expiresAt: Date,
): Promise<boolean> {
  return isPoolDatabase(db)
    ? spendBatcher(db)({ challenge, expiresAt })
    : (await spendChallenges(db, [{ challenge, expiresAt }]))[0]!;
}

type Spend = { challenge: string; expiresAt: Date };

/**
 * One statement for any number of spends. The expired ones go in the order of their expiry
 * index, a few more than the batch adds (so the table does not grow under a steady flow): a
 * bare `limit` and an `in (subquery)` let the planner scan the whole table, twice, for every
 * checkout, and the table holds every challenge of the last TTL (docs/decisions/0002).
 */
const spendChallengesStatement = preparedStatement<{
  challenges: string[];
  expiresAt: string[];
  cleanup: number;
}>(
  'spend_checkout_challenges',
  () => sql`
    with expired as (
      delete from ${usedCheckoutChallenges}
      where challenge = any(array(
        select challenge from ${usedCheckoutChallenges}
        where expires_at < now() order by expires_at limit ${sql.placeholder('cleanup')}::int
      ))
    )
    insert into ${usedCheckoutChallenges} (challenge, expires_at)
    select * from unnest(${sql.placeholder('challenges')}::text[], ${sql.placeholder('expiresAt')}::timestamptz[])
    on conflict (challenge) do nothing
    returning challenge`,
);

/** One answer per spend, in order: a challenge given twice is spent by its first occurrence. */
async function spendChallenges(db: Database, spends: Spend[]): Promise<boolean[]> {
  const first = new Map<string, Spend>();
  for (const spend of spends) if (!first.has(spend.challenge)) first.set(spend.challenge, spend);
  const unique = [...first.values()];
  const spent = new Set(
    rowsOf<{ challenge: string }>(
      await spendChallengesStatement(db, {
        challenges: unique.map((spend) => spend.challenge),
        expiresAt: unique.map((spend) => spend.expiresAt.toISOString()),
        cleanup: 20 + 2 * unique.length,
      }),
    ).map((row) => row.challenge),
  );
  return spends.map((spend) => first.get(spend.challenge) === spend && spent.has(spend.challenge));
}

const spendBatcher = preparedPerDatabase((db: Database) =>
  createStatementBatcher({ runBatch: (spends: Spend[]) => spendChallenges(db, spends) }),
);
