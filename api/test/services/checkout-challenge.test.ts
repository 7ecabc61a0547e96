import { solveCheckoutChallenge } from 'shared-contracts';
import {
  checkCheckoutProof,
  createCheckoutChallenge,
} from '../../src/services/checkout-defence/checkout-challenge';

const settings = {
  jwtSecret: 'x'.repeat(40),
  checkoutChallengeMaxNumber: 2000,
  checkoutChallengeTtlMs: 60_000,
};

describe('checkout proof of work: the browser solver against the server verifier', () => {
  it('solves a challenge the server then accepts, until it expires', async () => {
    const issuedAt = new Date('2026-11-27T10:00:00Z');
    const challenge = createCheckoutChallenge(settings, issuedAt);
    expect(challenge.salt).toMatch(/^[0-9a-f]{24}\?expires=1795773660$/);
    const proof = await solveCheckoutChallenge(challenge);
    expect(proof).not.toBeNull();
    expect(proof!.number).toBeLessThanOrEqual(2000);
    expect(checkCheckoutProof(settings, proof!, issuedAt)).toEqual({
      ok: true,
      expiresAt: new Date('2026-11-27T10:01:00Z'),
    });
    expect(checkCheckoutProof(settings, proof!, new Date('2026-11-27T10:01:00Z'))).toEqual({
      ok: false,
    });
  });

  it('refuses a wrong number, another salt or expiry, another secret and no proof', async () => {
    const now = new Date();
    const challenge = createCheckoutChallenge(settings, now);
    const proof = (await solveCheckoutChallenge(challenge))!;
    const refused = { ok: false };
    expect(checkCheckoutProof(settings, { ...proof, number: proof.number + 1 }, now)).toEqual(
      refused,
    );
    // A later expiry written into the salt no longer hashes to the signed challenge.
    const later = proof.salt.replace(/expires=\d+/, 'expires=9999999999');
    expect(checkCheckoutProof(settings, { ...proof, salt: later }, now)).toEqual(refused);
    expect(checkCheckoutProof({ ...settings, jwtSecret: 'y'.repeat(40) }, proof, now)).toEqual(
      refused,
    );
    expect(checkCheckoutProof(settings, undefined, now)).toEqual(refused);
  });

  it('finds no number for a challenge that has none', async () => {
    const challenge = createCheckoutChallenge({ ...settings, checkoutChallengeMaxNumber: 5 });
    expect(await solveCheckoutChallenge({ ...challenge, challenge: '0'.repeat(64) })).toBeNull();
  });

  it('keeps the page responsive: it pauses between rounds of hashes', async () => {
    const challenge = createCheckoutChallenge({ ...settings, checkoutChallengeMaxNumber: 1500 });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    await solveCheckoutChallenge({ ...challenge, challenge: '0'.repeat(64) });
    clearInterval(timer);
    expect(ticks).toBeGreaterThanOrEqual(2);
  });
});
