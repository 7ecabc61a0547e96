import { loadConfig } from '../../src/config';

/**
 * The API's config in a bench run: its own data folder, no demo data, no settlement timer, a
 * silent log; `extra` adds what one bench needs (a donation rate limit it will not hit).
 */
export function benchConfig(dataDir: string, extra: Record<string, string> = {}) {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JWT_SECRET: 'x'.repeat(40),
      SETTLEMENT_INTERVAL_MS: '0',
      ...extra,
    }),
    logLevel: 'silent',
  };
}

/** The donations bench's server settings: no per-address or per-email ceiling, difficulty 1. */
export const BENCH_CHALLENGE_ENV = {
  DONATION_RATE_LIMIT_MAX: '1000000',
  DONATION_EMAIL_LIMIT_MAX: '1000000',
  CHECKOUT_CHALLENGE_MAX_NUMBER: '1',
};
