import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// Booleans in the environment arrive as strings: only an explicit "false"/"0"/"no" turns a
// default-on setting off, so a typo never silently disables demo data.
const booleanFromEnv = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value) => {
      if (value === undefined || value.trim() === '') return fallback;
      return !['false', '0', 'no', 'off'].includes(value.trim().toLowerCase());
    });

// Numbers in the environment arrive as strings too: a whole number within its bounds,
// `fallback` when unset.
const wholeNumber = (setting: { min: number; max?: number; fallback: number }) => {
  const number = z.coerce.number().int().min(setting.min);
  return (setting.max === undefined ? number : number.max(setting.max)).default(setting.fallback);
};

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  // Loopback only by default: the quick start's demo accounts have public passwords. Behind a
  // proxy on another machine, or in a container, HOST names the address (0.0.0.0: all).
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: wholeNumber({ min: 0, max: 65535, fallback: 3000 }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Port of the embedded PostgreSQL; another free port is chosen when it is taken. */
  EMBEDDED_PG_PORT: wholeNumber({ min: 1, max: 65535, fallback: 54329 }),
  SEED_DEMO: booleanFromEnv(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Plateforme de dons <no-reply@plateforme-dons.local>'),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** NODE_ENV=production with the sandbox (which moves no money) only when this says so. */
  ALLOW_SANDBOX_IN_PRODUCTION: booleanFromEnv(false),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe API address (a local stand-in in tests); Stripe's own by default. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** Other origins (comma-separated) that may receive donors back after payment. */
  ALLOWED_ORIGINS: z.string().optional(),
  /** Lifetime of a checkout session; Stripe requires at least 30 minutes. */
  CHECKOUT_SESSION_TTL_MS: wholeNumber({ min: 1000, fallback: 30 * 60 * 1000 }),
  /** Checkouts opened (POST /donations) and cards tried per minute and per client address. */
  DONATION_RATE_LIMIT_MAX: wholeNumber({ min: 1, fallback: 30 }),
  /** The window of DONATION_RATE_LIMIT_MAX, in milliseconds (a minute). */
  DONATION_RATE_LIMIT_WINDOW_MS: wholeNumber({ min: 100, fallback: 60_000 }),
  /**
   * Card-testing defence. The proof of work a checkout costs: the browser tries up to this
   * many SHA-256 hashes (half on average; about a second on a phone at 50 000).
   */
  CHECKOUT_CHALLENGE_MAX_NUMBER: wholeNumber({ min: 1, max: 10_000_000, fallback: 50_000 }),
  /** A challenge must be solved and used within this time (10 minutes). */
  CHECKOUT_CHALLENGE_TTL_MS: wholeNumber({ min: 1000, fallback: 10 * 60 * 1000 }),
  /** Checkouts opened for one donor email per DONATION_EMAIL_LIMIT_WINDOW_MS (10 an hour). */
  DONATION_EMAIL_LIMIT_MAX: wholeNumber({ min: 1, fallback: 10 }),
  DONATION_EMAIL_LIMIT_WINDOW_MS: wholeNumber({ min: 100, fallback: 60 * 60 * 1000 }),
  /** Actualités (issue 30): updates a campaign may email its backers per day (Paris). */
  CAMPAIGN_NEWS_DAILY_LIMIT: wholeNumber({ min: 1, max: 100, fallback: 1 }),
  /** 'Me le rappeler' requests per client address per minute. */
  REMINDER_RATE_LIMIT_MAX: wholeNumber({ min: 1, fallback: 5 }),
  /** Declined payments with one card per CARD_FAILURE_LIMIT_WINDOW_MS (5 an hour; typos not counted). */
  CARD_FAILURE_LIMIT_MAX: wholeNumber({ min: 1, fallback: 5 }),
  CARD_FAILURE_LIMIT_WINDOW_MS: wholeNumber({ min: 100, fallback: 60 * 60 * 1000 }),
  /**
   * Declined payments, whatever the cards, from checkouts one client address opened, per
   * CARD_FAILURE_LIMIT_WINDOW_MS (10 an hour: card testing tries many cards from one place).
   */
  CARD_DECLINE_ADDRESS_LIMIT_MAX: wholeNumber({ min: 1, fallback: 10 }),
  /** Payment status polls per minute and per client address (the return page polls every 2 s). */
  PAYMENT_STATUS_RATE_LIMIT_MAX: wholeNumber({ min: 1, fallback: 120 }),
  /** A status poll asks the provider about a pending checkout at most once in this window. */
  PAYMENT_STATUS_CHECK_INTERVAL_MS: wholeNumber({ min: 0, fallback: 5000 }),
  /** Settlement schedule inside the API; 0 turns it off. */
  SETTLEMENT_INTERVAL_MS: wholeNumber({ min: 0, fallback: 15 * 60 * 1000 }),
  /** The job worker inside this process (receipts, emails, settlement, reconciliation). */
  JOB_WORKER: booleanFromEnv(true),
  /** Jobs this process runs at once. */
  JOB_CONCURRENCY: wholeNumber({ min: 1, max: 50, fallback: 4 }),
  /** The worker starts this long after the app is ready (tests: a crash before a receipt). */
  JOB_WORKER_START_DELAY_MS: wholeNumber({ min: 0, fallback: 0 }),
  /** A worker stopped by lost connections (PostgreSQL restarted) starts again this much later. */
  JOB_WORKER_RESTART_DELAY_MS: wholeNumber({ min: 0, fallback: 5000 }),
  /**
   * Jobs held by a worker not seen alive for this long (a lost machine) are released; those of
   * a process known dead (its connections closed: kill -9) after a quarter of it.
   */
  JOB_LOCK_TIMEOUT_MS: wholeNumber({ min: 1000, fallback: 20_000 }),
  /** A pending checkout is first asked about this long after it opened, then at growing intervals. */
  RECONCILE_AFTER_MS: wholeNumber({ min: 100, fallback: 30_000 }),
  /** The growing interval between two questions about a pending checkout stops at this. */
  RECONCILE_MAX_DELAY_MS: wholeNumber({ min: 100, fallback: 60_000 }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Attempts per minute and per client on login and password endpoints. */
  AUTH_RATE_LIMIT_MAX: wholeNumber({ min: 1, fallback: 10 }),
  /** Login and password attempts per minute from one client address, whatever the email. */
  AUTH_ADDRESS_RATE_LIMIT_MAX: wholeNumber({ min: 1, fallback: 30 }),
  /**
   * Behind a reverse proxy: believe X-Forwarded-For for the client address (rate limits, the
   * log). Off by default, or any client could pick its own address and dodge the limits.
   * `true` trusts one proxy (the address it saw is the last of the list: a client's own
   * X-Forwarded-For entries are never believed); a number trusts that many hops; a
   * comma-separated list of addresses or CIDR ranges trusts only those proxies.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Prometheus metrics on a port of their own (GET /metrics), never the public one; unset: no
   * metrics server. METRICS_HOST: its address (loopback by default).
   */
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * Or GET /metrics on the app's own port, for a bearer of this token only (at least 24
   * characters); without it /metrics answers 404 there. The proxy refuses /metrics either way.
   */
  METRICS_TOKEN: z.string().min(24).optional(),
  /**
   * After SIGTERM, /api/ready answers 503 this long while requests are still served, before
   * the port closes: time for the balancer to stop sending new ones (Ctrl-C does not wait).
   * Default: 5 s with NODE_ENV=production, none otherwise (tests and development stop at once).
   */
  SHUTDOWN_DRAIN_MS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(120_000).optional(),
  ),
  /** A database outage is logged once per this interval (with the count of refused calls). */
  OUTAGE_LOG_INTERVAL_MS: wholeNumber({ min: 1000, fallback: 30_000 }),
  /** Stored files (images, videos, documents) per association, in megabytes. */
  ASSOCIATION_UPLOAD_QUOTA_MB: wholeNumber({ min: 1, fallback: 200 }),
  /** Several instances: rate-limit counters in this Redis (unset: in each process's memory). */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key, so several platforms (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('plateforme-dons:'),
  /** Several instances: uploads in this S3-compatible bucket (unset: $DATA_DIR/uploads). */
  S3_BUCKET: z.string().min(1).optional(),
  /** The object store's address (MinIO, Scaleway, OVH...); unset: AWS's own for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most stand-ins need. */
  S3_FORCE_PATH_STYLE: booleanFromEnv(true),
});

export interface Config {
  env: string;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  publicUrl: string;
  paymentProvider: 'sandbox' | 'stripe';
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiHost: string | undefined;
  stripeApiPort: number | undefined;
  stripeApiProtocol: 'http' | 'https' | undefined;
  /** Origins (scheme://host:port) accepted as origin_url besides PUBLIC_URL's. */
  allowedOrigins: string[];
  checkoutSessionTtlMs: number;
  settlementIntervalMs: number;
  jobWorker: boolean;
  jobConcurrency: number;
  jobWorkerStartDelayMs: number;
  jobWorkerRestartDelayMs: number;
  jobLockTimeoutMs: number;
  reconcileAfterMs: number;
  reconcileMaxDelayMs: number;
  donationRateLimitMax: number;
  donationRateLimitWindowMs: number;
  checkoutChallengeMaxNumber: number;
  checkoutChallengeTtlMs: number;
  donationEmailLimitMax: number;
  campaignNewsDailyLimit: number;
  reminderRateLimitMax: number;
  donationEmailLimitWindowMs: number;
  cardFailureLimitMax: number;
  cardFailureLimitWindowMs: number;
  cardDeclineAddressLimitMax: number;
  paymentStatusRateLimitMax: number;
  paymentStatusCheckIntervalMs: number;
  logLevel: string;
  authRateLimitMax: number;
  authAddressRateLimitMax: number;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses. */
  trustProxy: false | number | string[];
  metricsPort: number | undefined;
  metricsHost: string;
  metricsToken: string | undefined;
  shutdownDrainMs: number;
  outageLogIntervalMs: number;
  associationUploadQuotaMb: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  s3: S3Config | undefined;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        return new URL(item).origin;
      } catch {
        throw new ConfigError(`Invalid environment:\nALLOWED_ORIGINS: not a URL: ${item}`);
      }
    });
}

/**
 * TRUST_PROXY as Fastify takes it. `true` is one hop, not "trust everything": with every hop
 * trusted, the client address is the FIRST entry of X-Forwarded-For, which the client writes
 * itself whenever the proxy appends to the header instead of replacing it.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', 'false', '0', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const invalid = proxies.filter((item) => !/^[0-9a-f.:]+(\/\d{1,3})?$/.test(item));
  if (invalid.length > 0)
    throw new ConfigError(
      `Invalid environment:\nTRUST_PROXY: true, false, a number of hops or addresses/CIDR ranges, not ${invalid.join(', ')}`,
    );
  return proxies;
}

/**
 * Reads and validates the environment once at boot: a bad setting stops the process with a
 * readable message instead of failing later inside a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (
    values.PAYMENT_PROVIDER === 'stripe' &&
    (!values.STRIPE_SECRET_KEY || !values.STRIPE_WEBHOOK_SECRET)
  ) {
    throw new ConfigError(
      'Invalid environment:\nPAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  // In production several instances share one database: each must sign and verify tokens with
  // the same key, and links in emails and payment redirects must name the public address.
  if (values.NODE_ENV === 'production') {
    const missing = [
      !values.JWT_SECRET && 'JWT_SECRET (the same on every instance, at least 32 characters)',
      !values.PUBLIC_URL && 'PUBLIC_URL (the address people use, e.g. https://dons.example.fr)',
    ].filter(Boolean);
    if (missing.length) {
      throw new ConfigError(
        `Invalid environment:\nNODE_ENV=production needs ${missing.join(' and ')}`,
      );
    }
    // The sandbox takes no card and moves no money: in production it would show paid gifts and
    // transferred money that do not exist. A demo in production says so explicitly.
    if (values.PAYMENT_PROVIDER === 'sandbox' && !values.ALLOW_SANDBOX_IN_PRODUCTION) {
      throw new ConfigError(
        'Invalid environment:\nNODE_ENV=production with PAYMENT_PROVIDER=sandbox (the default): the sandbox moves no money. Set PAYMENT_PROVIDER=stripe, or ALLOW_SANDBOX_IN_PRODUCTION=true for a demo.',
      );
    }
  }
  if (values.S3_BUCKET && (!values.S3_ACCESS_KEY_ID || !values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid environment:\nS3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  // npm runs workspace scripts (`npm run settle`, `npm run create-admin`) inside api/, while
  // `npm start` runs at the root: a relative DATA_DIR is taken from where the operator typed the
  // command (npm's INIT_CWD), so every command reaches the same data and the same database.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR);
  const port = values.PORT;
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    embeddedPgPort: values.EMBEDDED_PG_PORT,
    seedDemo: values.SEED_DEMO,
    smtpUrl: values.SMTP_URL || undefined,
    mailFrom: values.MAIL_FROM,
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    paymentProvider: values.PAYMENT_PROVIDER,
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    stripeApiHost: values.STRIPE_API_HOST,
    stripeApiPort: values.STRIPE_API_PORT,
    stripeApiProtocol: values.STRIPE_API_PROTOCOL,
    allowedOrigins: parseOrigins(values.ALLOWED_ORIGINS),
    checkoutSessionTtlMs: values.CHECKOUT_SESSION_TTL_MS,
    settlementIntervalMs: values.SETTLEMENT_INTERVAL_MS,
    jobWorker: values.JOB_WORKER,
    jobConcurrency: values.JOB_CONCURRENCY,
    jobWorkerStartDelayMs: values.JOB_WORKER_START_DELAY_MS,
    jobWorkerRestartDelayMs: values.JOB_WORKER_RESTART_DELAY_MS,
    jobLockTimeoutMs: values.JOB_LOCK_TIMEOUT_MS,
    reconcileAfterMs: values.RECONCILE_AFTER_MS,
    reconcileMaxDelayMs: values.RECONCILE_MAX_DELAY_MS,
    donationRateLimitMax: values.DONATION_RATE_LIMIT_MAX,
    donationRateLimitWindowMs: values.DONATION_RATE_LIMIT_WINDOW_MS,
    checkoutChallengeMaxNumber: values.CHECKOUT_CHALLENGE_MAX_NUMBER,
    checkoutChallengeTtlMs: values.CHECKOUT_CHALLENGE_TTL_MS,
    donationEmailLimitMax: values.DONATION_EMAIL_LIMIT_MAX,
    campaignNewsDailyLimit: values.CAMPAIGN_NEWS_DAILY_LIMIT,
    reminderRateLimitMax: values.REMINDER_RATE_LIMIT_MAX,
    donationEmailLimitWindowMs: values.DONATION_EMAIL_LIMIT_WINDOW_MS,
    cardFailureLimitMax: values.CARD_FAILURE_LIMIT_MAX,
    cardFailureLimitWindowMs: values.CARD_FAILURE_LIMIT_WINDOW_MS,
    cardDeclineAddressLimitMax: values.CARD_DECLINE_ADDRESS_LIMIT_MAX,
    paymentStatusRateLimitMax: values.PAYMENT_STATUS_RATE_LIMIT_MAX,
    paymentStatusCheckIntervalMs: values.PAYMENT_STATUS_CHECK_INTERVAL_MS,
    logLevel: values.LOG_LEVEL,
    authRateLimitMax: values.AUTH_RATE_LIMIT_MAX,
    authAddressRateLimitMax: values.AUTH_ADDRESS_RATE_LIMIT_MAX,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    metricsPort: values.METRICS_PORT,
    metricsHost: values.METRICS_HOST,
    metricsToken: values.METRICS_TOKEN,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS ?? (values.NODE_ENV === 'production' ? 5000 : 0),
    outageLogIntervalMs: values.OUTAGE_LOG_INTERVAL_MS,
    associationUploadQuotaMb: values.ASSOCIATION_UPLOAD_QUOTA_MB,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    s3:
      values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            bucket: values.S3_BUCKET,
            endpoint: values.S3_ENDPOINT,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE,
          }
        : undefined,
  };
}

/**
 * Without JWT_SECRET, a random secret is kept under DATA_DIR so that tokens survive a restart
 * and operator commands share it. Several instances must set JWT_SECRET explicitly.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: no secret yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
