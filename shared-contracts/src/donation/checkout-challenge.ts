import { z } from 'zod';
import type { ApiClient } from '../http/client';
import { lazy } from '../common/lazy';

// The signed challenge as the server made it: the challenge and the proof both carry it whole,
// so the server can check its signature without having kept it.
const signedChallengeShape = lazy(() => ({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().max(128),
  salt: z.string().max(200),
  signature: z.string().max(128),
}));

/**
 * The proof of work a checkout costs (ALTCHA's protocol, self-hosted: no third party, no
 * cookie). The server picks a secret number up to `maxnumber` and sends `challenge`, the
 * SHA-256 of `salt` + that number, signed (HMAC with a server secret) so it cannot be made up;
 * the salt ends with `?expires=<unix seconds>`. The browser tries every number until one hashes
 * to the challenge: cheap once, costly by the thousand, which is what card testing needs.
 */
export const checkoutChallengeSchema = lazy(() =>
  z.object({
    ...signedChallengeShape,
    maxnumber: z.number().int().min(1),
  }),
);
export type CheckoutChallenge = z.infer<typeof checkoutChallengeSchema>;

/** What POST /donations carries as `proof`: the challenge as received and the number found. */
export const checkoutProofSchema = lazy(() =>
  z.object({
    ...signedChallengeShape,
    number: z.number().int().min(0),
  }),
);
export type CheckoutProof = z.infer<typeof checkoutProofSchema>;

/** GET /donations/challenge: a fresh challenge for one checkout. */
export function getCheckoutChallenge(client: ApiClient): Promise<CheckoutChallenge> {
  return client.get('/donations/challenge', { schema: checkoutChallengeSchema });
}

/** Numbers hashed between two pauses: the page keeps answering while the browser searches. */
const NUMBERS_PER_ROUND = 500;

/**
 * Finds the number (crypto.subtle, browser and Node): a round of hashes at a time, then a pause
 * (setTimeout) so clicks and typing are handled in between. Null when no number up to
 * `maxnumber` matches (a forged challenge).
 */
export async function solveCheckoutChallenge(
  challenge: CheckoutChallenge,
): Promise<CheckoutProof | null> {
  const subtle = globalThis.crypto.subtle;
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= challenge.maxnumber; start += NUMBERS_PER_ROUND) {
    const numbers: number[] = [];
    for (let n = start; n <= Math.min(start + NUMBERS_PER_ROUND - 1, challenge.maxnumber); n += 1)
      numbers.push(n);
    const hashes = await Promise.all(
      numbers.map((n) => subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = hashes.findIndex((hash) => hexOf(hash) === target);
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      return {
        algorithm,
        challenge: challenge.challenge,
        salt,
        number: numbers[found]!,
        signature,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

function hexOf(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
