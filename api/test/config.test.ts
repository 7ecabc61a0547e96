import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

function dataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'config-test-'));
}

describe('loadConfig', () => {
  it('defaults to port 3000, the sandbox provider and a secret kept under DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    // A restart reads the same secret back, so issued tokens stay valid.
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('names the bad setting instead of starting', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('keeps rate limits and uploads local unless Redis and a complete S3 setting are given', () => {
    const local = loadConfig({ DATA_DIR: dataDir() });
    expect(local.redisUrl).toBeUndefined();
    expect(local.s3).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'dons' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    const shared = loadConfig({
      DATA_DIR: dataDir(),
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'dons',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'cle',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(shared.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(shared.s3).toMatchObject({ bucket: 'dons', endpoint: 'http://127.0.0.1:9000' });
  });

  it('refuses production without a shared JWT_SECRET and a PUBLIC_URL', () => {
    const env = { DATA_DIR: dataDir(), NODE_ENV: 'production' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET.*PUBLIC_URL/s);
    expect(() => loadConfig({ ...env, JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
    const config = loadConfig({
      ...env,
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://dons.example.fr/',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(config.publicUrl).toBe('https://dons.example.fr');
  });

  it('refuses the sandbox in production unless ALLOW_SANDBOX_IN_PRODUCTION=true (issue 26, item 10)', () => {
    const env = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://dons.example.fr',
    };
    expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER=sandbox.*ALLOW_SANDBOX_IN_PRODUCTION/s);
    expect(() => loadConfig({ ...env, ALLOW_SANDBOX_IN_PRODUCTION: 'false' })).toThrow(ConfigError);
    expect(loadConfig({ ...env, ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).paymentProvider).toBe(
      'sandbox',
    );
    const stripe = loadConfig({
      ...env,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.paymentProvider).toBe('stripe');
    // Outside production the sandbox is the default, as before.
    expect(loadConfig({ DATA_DIR: dataDir() }).paymentProvider).toBe('sandbox');
  });

  it('reads TRUST_PROXY as one hop, a hop count or the proxies’ addresses (issue 31)', () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
    expect(trust().trustProxy).toBe(false);
    expect(trust('false').trustProxy).toBe(false);
    // `true` is the proxy in front, not every hop: a client's own X-Forwarded-For is not believed.
    expect(trust('true').trustProxy).toBe(1);
    expect(trust('2').trustProxy).toBe(2);
    expect(trust('10.0.0.2, 192.168.0.0/16, ::1').trustProxy).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => trust('le proxy')).toThrow(/TRUST_PROXY/);
  });

  it('takes the metrics and shutdown settings (issue 31)', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.metricsPort).toBeUndefined();
    expect(defaults.metricsHost).toBe('127.0.0.1');
    expect(defaults.metricsToken).toBeUndefined();
    expect(defaults.shutdownDrainMs).toBe(0);
    const production = loadConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://dons.example.fr',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      METRICS_PORT: '9464',
    });
    expect(production.shutdownDrainMs).toBe(5000);
    expect(production.metricsPort).toBe(9464);
    // A guessable token is refused.
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'court' })).toThrow(
      /METRICS_TOKEN/,
    );
  });
});
