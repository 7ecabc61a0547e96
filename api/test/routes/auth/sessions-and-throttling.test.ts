import { createUser } from '../../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

const tokenFromMail = (text: string) =>
  decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? '');

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a password change ends the sessions opened before it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const login = async (email: string, password: string) => {
    const response = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } });
    expect(response.statusCode).toBe(200);
    return response.json().data.token as string;
  };
  const me = (token: string) => call(ctx.app, 'GET', '/api/auth/me', { token });

  it('when the donor changes it on their profile (the session that changed it goes on)', async () => {
    const donor = await createUser(ctx, { role: 'donor', password: 'ancien-mdp' });
    const otherDevice = await login(donor.email, 'ancien-mdp');
    const here = await login(donor.email, 'ancien-mdp');
    const changed = await call(ctx.app, 'PUT', '/api/donor/profile', {
      token: here,
      body: { password: 'nouveau-mdp' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(changed.json().data.token)).statusCode).toBe(200);
    // A profile edit without a password keeps the sessions.
    const renamed = await call(ctx.app, 'PUT', '/api/donor/profile', {
      token: changed.json().data.token,
      body: { full_name: 'Nom changé' },
    });
    expect(renamed.json().data.token).toBeUndefined();
    expect((await me(changed.json().data.token)).statusCode).toBe(200);
  });

  it('when the super admin sets a new one', async () => {
    const admin = await createUser(ctx, { role: 'super_admin' });
    const manager = await createUser(ctx, { role: 'association_manager', password: 'ancien-mdp' });
    const session = await login(manager.email, 'ancien-mdp');
    const renamed = await call(ctx.app, 'PUT', `/api/admin/users/${manager.id}`, {
      token: admin.token,
      body: { full_name: 'Gérante renommée' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(200);
    const reset = await call(ctx.app, 'PUT', `/api/admin/users/${manager.id}`, {
      token: admin.token,
      body: { password: 'choisi-par-admin' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await me(manager.token)).statusCode).toBe(401);
    expect((await me(await login(manager.email, 'choisi-par-admin'))).statusCode).toBe(200);
  });

  it('when a reset link is used', async () => {
    const donor = await createUser(ctx, { role: 'donor', password: 'ancien-mdp' });
    const session = await login(donor.email, 'ancien-mdp');
    await call(ctx.app, 'POST', '/api/forgot-password', { body: { email: donor.email } });
    await waitFor(() => ctx.mail.outbox.some((mail) => mail.to === donor.email));
    const token = tokenFromMail(ctx.mail.outbox.find((mail) => mail.to === donor.email)!.text);
    const reset = await call(ctx.app, 'POST', '/api/reset-password', {
      body: { token, new_password: 'apres-reset' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await me(await login(donor.email, 'apres-reset'))).statusCode).toBe(200);
  });
});

describe('throttling of login and password calls', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ authRateLimitMax: 5, authAddressRateLimitMax: 8 });
  });
  afterAll(() => ctx.close());

  it('caps one address across many emails, login and password calls together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await call(ctx.app, 'POST', '/api/auth/login', {
        body: { email: `cible${i}@exemple.fr`, password: 'mauvais' },
      });
      statuses.push(response.statusCode);
    }
    for (let i = 0; i < 3; i += 1) {
      const response = await call(ctx.app, 'POST', '/api/forgot-password', {
        body: { email: `autre${i}@exemple.fr` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 200, 200, 429]);
    const blocked = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: 'encore@exemple.fr', password: 'x' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: 'Trop de tentatives. Veuillez attendre quelques minutes.',
      code: 'rate_limited',
    });
    // Another address is not affected.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.9',
      payload: { email: 'encore@exemple.fr', password: 'x' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('sends one account at most three reset emails an hour, with the same neutral answer', async () => {
    const donor = await createUser(ctx, { role: 'donor' });
    for (let i = 0; i < 5; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: `10.0.1.${i}`,
        payload: { email: donor.email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.message).toBe(
        'Si cet email existe, vous recevrez un lien de réinitialisation',
      );
    }
    await waitFor(() => ctx.mail.outbox.filter((mail) => mail.to === donor.email).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.mail.outbox.filter((mail) => mail.to === donor.email)).toHaveLength(3);
  });
});
