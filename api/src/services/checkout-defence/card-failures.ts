import { createHmac, createSecretKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { donations } from '../../db/schema';
import { createWindowCounter } from './window-counter';

/**
 * Declined card payments, the card-testing defence's memory (one per app: the sandbox page, the
 * Stripe webhook and the checkout guard share it; in Redis when the rate limits use it, so
 * every instance shares it too). Over `CARD_FAILURE_LIMIT_WINDOW_MS`:
 * - per card: `CARD_FAILURE_LIMIT_MAX` declines with one card block it. The card is known by a
 *   fingerprint, never by its number: the sandbox's an HMAC of its digits with a key derived
 *   from JWT_SECRET, Stripe's its own card fingerprint (from `payment_intent.payment_failed`,
 *   hashed the same way). The sandbox page refuses a blocked card outright. Stripe's hosted page
 *   is not ours, so there a blocked card blocks the checkout's origin: the client address and
 *   the donor email that opened the checkout it was declined on get no new checkout until the
 *   window ends (checkoutGuard);
 * - per client address: `CARD_DECLINE_ADDRESS_LIMIT_MAX` declines, whatever the cards, from
 *   checkouts one address opened (card testing tries many cards from one place).
 * A mistyped number is not counted (the sandbox's unknown cards, Stripe's `incorrect_number`).
 */
export interface CardFailures {
  /** True when this card (its digits: the sandbox page) was declined too often. */
  isOverLimit(cardNumber: string): Promise<boolean>;
  /** One decline on the sandbox page; the donation its checkout was opened for, if known. */
  addFailure(cardNumber: string, origin?: { donationId?: string | null }): Promise<void>;
  /** One decline reported by Stripe, by its card fingerprint and its checkout's donation. */
  addProviderDecline(decline: { fingerprint: string; donationId: string | null }): Promise<void>;
  /** A checkout about to open (after its proof): remembers where it comes from. */
  rememberOrigin(origin: { address: string; donorEmail: string }): Promise<void>;
  /** True when a new checkout from this address or for this email is to be refused. */
  isOriginBlocked(origin: { address: string; donorEmail: string }): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const instances = new WeakMap<object, CardFailures>();

/** The app's one CardFailures (each plugin's encapsulated instance shares its config object). */
export function createCardFailures(app: FastifyInstance): CardFailures {
  const existing = instances.get(app.config);
  if (existing) return existing;
  const made = makeCardFailures(app);
  instances.set(app.config, made);
  return made;
}

function makeCardFailures(app: FastifyInstance): CardFailures {
  const { config } = app;
  const redis = app.rateLimitRedis;
  const prefix = `${config.redisKeyPrefix}card-failures:`;
  const windowMs = config.cardFailureLimitWindowMs;
  const counter = (name: string) =>
    createWindowCounter({ redis, prefix: `${prefix}${name}`, windowMs });
  const perCard = counter('');
  const perAddress = counter('address:');
  const blocked = counter('blocked:');
  // The address a donor email last opened a checkout from: a decline reported later (Stripe's
  // webhook) is traced back to it. Kept as long as a checkout may be paid, plus the window.
  const origins = createOriginStore(redis, `${prefix}origin:`, windowMs + 2 * 60 * 60_000);
  // The key made once: a key object per call cost more than the hashing (every checkout and
  // card attempt hashes).
  const fingerprintKey = createSecretKey(Buffer.from(`card-fingerprint:${config.jwtSecret}`));
  const hash = (value: string) => createHmac('sha256', fingerprintKey).update(value).digest('hex');
  const cardKey = (cardNumber: string) => hash(cardNumber.replace(/\D/g, ''));
  const emailKey = (email: string) => `email:${hash(`email:${email.trim().toLowerCase()}`)}`;
  const addressKey = (address: string) => `address:${address}`;

  /** The email the checkout was opened for: how a decline finds the address it came from. */
  async function donorEmailOf(donationId: string | null | undefined): Promise<string | null> {
    if (!donationId || !UUID.test(donationId)) return null;
    const [row] = await app.db
      .select({ donorEmail: donations.donorEmail })
      .from(donations)
      .where(eq(donations.id, donationId));
    return row?.donorEmail ?? null;
  }

  async function addDecline(card: string, donationId: string | null | undefined) {
    const donorEmail = await donorEmailOf(donationId);
    await perCard.add(card);
    const address = donorEmail ? await origins.get(emailKey(donorEmail)) : null;
    if (address) await perAddress.add(address);
    if ((await perCard.count(card)) < config.cardFailureLimitMax) return;
    // Over the card's limit: whoever tried it waits for the window's end.
    if (donorEmail) await blocked.add(emailKey(donorEmail));
    if (address) await blocked.add(addressKey(address));
  }

  return {
    isOverLimit: async (cardNumber) =>
      (await perCard.count(cardKey(cardNumber))) >= config.cardFailureLimitMax,
    addFailure: (cardNumber, origin) => addDecline(cardKey(cardNumber), origin?.donationId),
    addProviderDecline: (decline) =>
      addDecline(hash(`stripe:${decline.fingerprint}`), decline.donationId),
    rememberOrigin: (origin) => origins.set(emailKey(origin.donorEmail), origin.address),
    async isOriginBlocked(origin) {
      const [byAddress, byEmail, declines] = await Promise.all([
        blocked.count(addressKey(origin.address)),
        blocked.count(emailKey(origin.donorEmail)),
        perAddress.count(origin.address),
      ]);
      return byAddress > 0 || byEmail > 0 || declines >= config.cardDeclineAddressLimitMax;
    },
  };
}

/** A value per key for `ttlMs`, in Redis when there is one, else in this process's memory. */
function createOriginStore(redis: Redis | null, prefix: string, ttlMs: number) {
  if (redis)
    return {
      get: (key: string) => redis.get(prefix + key).catch(() => null),
      set: async (key: string, value: string) => {
        await redis.set(prefix + key, value, 'PX', ttlMs).catch(() => undefined);
      },
    };
  const values = new Map<string, { value: string; expiresAt: number }>();
  return {
    get: async (key: string) => {
      const entry = values.get(key);
      return entry && entry.expiresAt > Date.now() ? entry.value : null;
    },
    set: async (key: string, value: string) => {
      // Expired entries go when the map grows, so a flood of emails cannot fill the memory.
      if (values.size >= 10_000)
        for (const [stale, entry] of values)
          if (entry.expiresAt <= Date.now()) values.delete(stale);
      values.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
  };
}
