import { call } from '../helpers/test-app';
import {
  countRows,
  createCampaign,
  createDonationContext,
  createUserWithToken,
  donationBody,
  postDonation,
  submitCard,
  withProof,
  type DonationTestContext,
} from './helpers';

const CHALLENGE_FAILED = {
  detail: "La vérification de sécurité de votre navigateur n'a pas abouti. Veuillez réessayer.",
  code: 'challenge_failed',
};
const WINDOW_MS = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `act` and checks that no donation, ledger row or user was written meanwhile. */
async function expectNothingSaved(ctx: DonationTestContext, act: () => Promise<void>) {
  const before = await countRows(ctx.db);
  await act();
  expect(await countRows(ctx.db)).toEqual(before);
}

async function refusedCheckouts(ctx: DonationTestContext) {
  const admin = await createUserWithToken(ctx, { role: 'super_admin' });
  const stats = await call(ctx.api, 'GET', '/api/admin/stats', { token: admin.token });
  expect(stats.statusCode).toBe(200);
  return stats.json().data.refused_checkouts as {
    kind: string;
    today: number;
    last_7_days: number;
  }[];
}

describe('card-testing defence on POST /donations and the sandbox checkout', () => {
  let ctx: DonationTestContext;
  let campaignId: string;

  beforeAll(async () => {
    ctx = await createDonationContext({
      config: {
        donationEmailLimitMax: 2,
        donationEmailLimitWindowMs: WINDOW_MS,
        cardFailureLimitMax: 2,
        cardFailureLimitWindowMs: WINDOW_MS,
      },
    });
    campaignId = (await createCampaign(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  it('serves a signed challenge at the configured difficulty, never cached', async () => {
    const response = await call(ctx.api, 'GET', '/api/donations/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data).toMatchObject({
      algorithm: 'SHA-256',
      maxnumber: 20,
      salt: expect.stringMatching(/\?expires=\d+$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses a donation without a proof, saving nothing', async () => {
    await expectNothingSaved(ctx, async () => {
      const response = await postDonation(ctx.api, {
        ...donationBody(campaignId),
        proof: undefined,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(CHALLENGE_FAILED);
    });
  });

  it('refuses a wrong number and a forged signature', async () => {
    const solved = (await withProof(ctx.api, donationBody(campaignId))) as {
      proof: { number: number; signature: string };
    };
    await expectNothingSaved(ctx, async () => {
      const wrongNumber = await postDonation(ctx.api, {
        ...solved,
        proof: { ...solved.proof, number: solved.proof.number + 1 },
      });
      expect([wrongNumber.statusCode, wrongNumber.json()]).toEqual([403, CHALLENGE_FAILED]);
      const forged = await postDonation(ctx.api, {
        ...solved,
        proof: { ...solved.proof, signature: 'ab'.repeat(32) },
      });
      expect([forged.statusCode, forged.json()]).toEqual([403, CHALLENGE_FAILED]);
    });
    // Neither attempt spent the real challenge.
    expect((await postDonation(ctx.api, solved)).statusCode).toBe(201);
  });

  it('opens one checkout per solved challenge: the same proof again is refused', async () => {
    const solved = await withProof(ctx.api, donationBody(campaignId, { donor_email: 'once@x.fr' }));
    expect((await postDonation(ctx.api, solved)).statusCode).toBe(201);
    await expectNothingSaved(ctx, async () => {
      const again = await postDonation(ctx.api, solved);
      expect([again.statusCode, again.json()]).toEqual([403, CHALLENGE_FAILED]);
    });
  });

  it('opens one checkout when the same proof arrives twice at once (spends share a statement)', async () => {
    const solved = await withProof(
      ctx.api,
      donationBody(campaignId, { donor_email: 'twice@x.fr' }),
    );
    const answers = await Promise.all([
      postDonation(ctx.api, solved),
      postDonation(ctx.api, solved),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(answers.find((answer) => answer.statusCode === 403)!.json()).toEqual(CHALLENGE_FAILED);
  });

  it('refuses a filled hidden field quietly: a generic French message, nothing saved', async () => {
    await expectNothingSaved(ctx, async () => {
      const response = await postDonation(
        ctx.api,
        donationBody(campaignId, { website: 'https://spam.example' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: "Votre contribution n'a pas pu être enregistrée. Veuillez réessayer plus tard.",
        code: 'request_refused',
      });
    });
    // Empty, as the dialog sends it, it is nothing.
    expect(
      (
        await postDonation(
          ctx.api,
          donationBody(campaignId, { website: '', donor_email: 'hp@x.fr' }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('limits checkouts per donor email, and lets them through again after the window', async () => {
    const email = 'repeat@x.fr';
    for (let i = 0; i < 2; i += 1)
      expect(
        (await postDonation(ctx.api, donationBody(campaignId, { donor_email: email }))).statusCode,
      ).toBe(201);
    await expectNothingSaved(ctx, async () => {
      const limited = await postDonation(
        ctx.api,
        donationBody(campaignId, { donor_email: email.toUpperCase() }),
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        detail:
          'Trop de tentatives de don avec cette adresse email. Veuillez réessayer dans quelques minutes.',
        code: 'too_many_attempts',
      });
    });
    // Another email from the same address is not held back.
    expect(
      (await postDonation(ctx.api, donationBody(campaignId, { donor_email: 'other@x.fr' })))
        .statusCode,
    ).toBe(201);
    await sleep(WINDOW_MS + 200);
    expect(
      (await postDonation(ctx.api, donationBody(campaignId, { donor_email: email }))).statusCode,
    ).toBe(201);
  });

  it('limits declined payments per card on the sandbox checkout, then lets it try again', async () => {
    const open = async () =>
      (
        await postDonation(
          ctx.api,
          donationBody(campaignId, { donor_email: `c${Date.now()}@x.fr` }),
        )
      ).json().data.checkout_url as string;
    const checkoutUrl = await open();
    const declined = '4000 0000 0000 0002';
    expect((await submitCard(ctx.api, checkoutUrl, declined)).statusCode).toBe(402);
    // The same card on another checkout (how card testing goes) counts too.
    expect((await submitCard(ctx.api, await open(), '4000000000000002')).statusCode).toBe(402);
    const limited = await submitCard(ctx.api, checkoutUrl, declined);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Trop de paiements refusés avec cette carte.');
    // A mistyped number is not a card, and another card still pays.
    expect((await submitCard(ctx.api, checkoutUrl, '12')).statusCode).toBe(422);
    expect((await submitCard(ctx.api, checkoutUrl, '4242 4242 4242 4242')).statusCode).toBe(303);
    await sleep(WINDOW_MS + 200);
    expect((await submitCard(ctx.api, await open(), declined)).statusCode).toBe(402);
  });

  it("counts each refusal by kind on the admin overview's figures", async () => {
    const counts = await refusedCheckouts(ctx);
    const byKind = Object.fromEntries(counts.map((row) => [row.kind, row.today]));
    // Above: no proof, a wrong number, a forged signature, a proof used twice (one after the
    // other, then at once); the hidden field; the email's third checkout; the card's third
    // attempt.
    expect(byKind).toEqual({ challenge: 5, honeypot: 1, email: 1, card: 1 });
    expect(counts.every((row) => row.last_7_days >= row.today)).toBe(true);
  });
});

describe('per-address limit and expiry', () => {
  let ctx: DonationTestContext;
  let campaignId: string;

  beforeAll(async () => {
    ctx = await createDonationContext({
      config: {
        donationRateLimitMax: 2,
        donationRateLimitWindowMs: WINDOW_MS,
        checkoutChallengeTtlMs: 1000,
      },
    });
    campaignId = (await createCampaign(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  it('refuses a challenge solved too late', async () => {
    const solved = await withProof(ctx.api, donationBody(campaignId));
    await sleep(2100);
    await expectNothingSaved(ctx, async () => {
      const late = await postDonation(ctx.api, solved);
      expect([late.statusCode, late.json()]).toEqual([403, CHALLENGE_FAILED]);
    });
    await sleep(WINDOW_MS + 200);
  });

  it('limits checkouts per client address, counted, and allows them again after the window', async () => {
    for (let i = 0; i < 2; i += 1)
      expect(
        (await postDonation(ctx.api, donationBody(campaignId, { donor_email: `a${i}@x.fr` })))
          .statusCode,
      ).toBe(201);
    await expectNothingSaved(ctx, async () => {
      const limited = await postDonation(ctx.api, donationBody(campaignId));
      expect([limited.statusCode, limited.json().code]).toEqual([429, 'rate_limited']);
    });
    await sleep(WINDOW_MS + 200);
    expect((await postDonation(ctx.api, donationBody(campaignId))).statusCode).toBe(201);
    const counts = await refusedCheckouts(ctx);
    expect(counts).toEqual([
      { kind: 'address', today: 1, last_7_days: 1 },
      { kind: 'challenge', today: 1, last_7_days: 1 },
    ]);
  });
});

describe('declined cards on the sandbox checkout block new checkouts, as on Stripe', () => {
  let ctx: DonationTestContext;
  let campaignId: string;

  beforeAll(async () => {
    ctx = await createDonationContext({
      config: { cardFailureLimitMax: 2, cardFailureLimitWindowMs: WINDOW_MS },
    });
    campaignId = (await createCampaign(ctx.db)).id;
  });
  afterAll(() => ctx.close());

  const checkout = async (address: string, email: string) =>
    ctx.api.inject({
      method: 'POST',
      url: '/api/donations',
      remoteAddress: address,
      payload: await withProof(ctx.api, donationBody(campaignId, { donor_email: email })),
    });
  const BLOCKED = {
    detail:
      'Trop de paiements par carte ont été refusés depuis votre connexion ou pour cette adresse email. Veuillez réessayer plus tard.',
    code: 'too_many_attempts',
  };

  it("the test card declined twice blocks the address and email of its checkouts until the window's end", async () => {
    const first = await checkout('203.0.113.60', 'essai@example.test');
    expect(first.statusCode).toBe(201);
    expect(
      (await submitCard(ctx.api, first.json().data.checkout_url, '4000 0000 0000 0002')).statusCode,
    ).toBe(402);
    const second = await checkout('203.0.113.60', 'essai@example.test');
    expect(second.statusCode).toBe(201);
    expect(
      (await submitCard(ctx.api, second.json().data.checkout_url, '4000000000000002')).statusCode,
    ).toBe(402);

    const fromThere = await checkout('203.0.113.60', 'autre.essai@example.test');
    expect([fromThere.statusCode, fromThere.json()]).toEqual([429, BLOCKED]);
    const sameEmail = await checkout('198.51.100.60', 'essai@example.test');
    expect([sameEmail.statusCode, sameEmail.json()]).toEqual([429, BLOCKED]);
    expect((await checkout('198.51.100.61', 'passant@example.test')).statusCode).toBe(201);
    await sleep(WINDOW_MS + 200);
    expect((await checkout('203.0.113.60', 'essai@example.test')).statusCode).toBe(201);
  });
});
