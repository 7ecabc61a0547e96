import { checkoutChallengeSchema, solveCheckoutChallenge } from 'shared-contracts';
import { baseUrl } from './browser';

/**
 * A donation body with its proof of work, for journeys that open a checkout through the API
 * rather than the dialog: the platform's challenge, solved by the dialog's own solver.
 */
export async function withCheckoutProof<T extends object>(body: T): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/donations/challenge`);
  if (!response.ok) throw new Error(`GET /api/donations/challenge: ${response.status}`);
  const challenge = checkoutChallengeSchema.parse(
    ((await response.json()) as { data: unknown }).data,
  );
  const proof = await solveCheckoutChallenge(challenge);
  if (!proof) throw new Error('the checkout challenge has no solution');
  return { ...body, proof };
}
