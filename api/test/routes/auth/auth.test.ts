import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { passwordResetTokens } from '../../../src/db/schema';
import { createUser, type TestUser } from '../../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

const tokenFromMail = (text: string) => /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];

describe('accounts: login, me, forgot and reset password', () => {
  let ctx: TestContext;
  let donor: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    donor = await createUser(ctx, {
      role: 'donor',
      email: 'Marie@Exemple.fr',
      password: 'secret12',
      fullName: 'Marie Curie',
    });
  });
  afterAll(() => ctx.close());

  it('logs in with any email case and answers a token and the user, never the hash', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: 'MARIE@exemple.fr', password: 'secret12' },
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(typeof token).toBe('string');
    expect(user).toMatchObject({
      email: 'marie@exemple.fr',
      full_name: 'Marie Curie',
      role: 'donor',
      is_active: true,
      association_ids: [],
    });
    expect(JSON.stringify(response.json())).not.toMatch(/argon|password/);
    const me = await call(ctx.app, 'GET', '/api/auth/me', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(donor.id);
  });

  it('answers the same French text for a wrong password and an unknown email', async () => {
    for (const body of [
      { email: 'marie@exemple.fr', password: 'mauvais' },
      { email: 'personne@exemple.fr', password: 'secret12' },
    ]) {
      const response = await call(ctx.app, 'POST', '/api/auth/login', { body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Email ou mot de passe incorrect',
        code: 'login_failed',
      });
    }
  });

  it('requires email and password (422 with paths)', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/login', { body: {} });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .detail.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('rejects missing, forged and expired tokens with 401', async () => {
    expect((await call(ctx.app, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const forged = await call(ctx.app, 'GET', '/api/auth/me', { token: `${donor.token}x` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      detail: 'Session expirée. Veuillez vous reconnecter.',
      code: 'unauthenticated',
    });
    const garbage = await call(ctx.app, 'GET', '/api/auth/me', {
      headers: { authorization: 'Basic abc' },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('gives tokens valid one day, and refuses an expired one or one signed with another key', async () => {
    const login = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: 'marie@exemple.fr', password: 'secret12' },
    });
    const [, payload] = login.json().data.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(86_400);
    const sign = (secret: string, expiresAt: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(donor.id)
        .setIssuedAt(expiresAt - 86_400)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
    const expired = await sign(ctx.config.jwtSecret, Math.floor(Date.now() / 1000) - 10);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: expired })).statusCode).toBe(401);
    const foreign = await sign(
      'une-autre-cle-secrete-de-plus-de-32-caracteres',
      Math.floor(Date.now() / 1000) + 3600,
    );
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: foreign })).statusCode).toBe(401);
  });

  it("stops a deactivated user's token and login at once", async () => {
    const user = await createUser(ctx, { role: 'donor' });
    const admin = await createUser(ctx, { role: 'super_admin' });
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: user.token })).statusCode).toBe(
      200,
    );
    const update = await call(ctx.app, 'PUT', `/api/admin/users/${user.id}`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(update.statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: user.token })).statusCode).toBe(
      401,
    );
    const login = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers forgot-password neutrally and emails a single-use link for a real account', async () => {
    const unknown = await call(ctx.app, 'POST', '/api/forgot-password', {
      body: { email: 'inconnu@exemple.fr' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      data: { message: 'Si cet email existe, vous recevrez un lien de réinitialisation' },
    });
    const known = await call(ctx.app, 'POST', '/api/forgot-password', {
      body: { email: 'marie@exemple.fr' },
    });
    expect(known.json()).toEqual(unknown.json());

    await waitFor(() => ctx.mail.outbox.some((mail) => mail.to === 'marie@exemple.fr'));
    const mail = ctx.mail.outbox.find((message) => message.to === 'marie@exemple.fr')!;
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
    const token = decodeURIComponent(tokenFromMail(mail.text)!);

    const tooShort = await call(ctx.app, 'POST', '/api/reset-password', {
      body: { token, new_password: '123' },
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().detail).toEqual([
      { path: 'new_password', message: 'Le mot de passe doit contenir au moins 6 caractères' },
    ]);

    const reset = await call(ctx.app, 'POST', '/api/reset-password', {
      body: { token, new_password: 'nouveau123' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await call(ctx.app, 'POST', '/api/reset-password', {
      body: { token, new_password: 'autre1234' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'Lien de réinitialisation invalide ou expiré',
      code: 'reset_token_invalid',
    });

    const login = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: 'marie@exemple.fr', password: 'nouveau123' },
    });
    expect(login.statusCode).toBe(200);
    // Only a hash of the token is stored.
    const rows = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, donor.id));
    expect(rows.every((row) => row.tokenHash !== token)).toBe(true);
  });

  it('refuses an expired reset token and an unknown one', async () => {
    const user = await createUser(ctx);
    await call(ctx.app, 'POST', '/api/forgot-password', { body: { email: user.email } });
    await waitFor(() => ctx.mail.outbox.some((mail) => mail.to === user.email));
    const token = decodeURIComponent(
      tokenFromMail(ctx.mail.outbox.find((mail) => mail.to === user.email)!.text)!,
    );
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await call(ctx.app, 'POST', '/api/reset-password', {
      body: { token, new_password: 'nouveau123' },
    });
    expect(expired.statusCode).toBe(400);
    const unknown = await call(ctx.app, 'POST', '/api/reset-password', {
      body: { token: 'nimportequoi', new_password: 'nouveau123' },
    });
    expect(unknown.statusCode).toBe(400);
    const missing = await call(ctx.app, 'POST', '/api/reset-password', {
      body: { new_password: 'nouveau123' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toEqual({ path: 'token', message: 'Token manquant' });
  });

  it('requires an email on forgot-password', async () => {
    const response = await call(ctx.app, 'POST', '/api/forgot-password', { body: { email: '' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { path: 'email', message: 'Veuillez entrer votre email' },
    ]);
  });
});

describe('rate limit on login and password endpoints', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ authRateLimitMax: 3 });
  });
  afterAll(() => ctx.close());

  it('answers 429 with the French text after too many attempts', async () => {
    const attempt = () =>
      call(ctx.app, 'POST', '/api/auth/login', {
        body: { email: 'cible@exemple.fr', password: 'x' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: 'Trop de tentatives. Veuillez attendre quelques minutes.',
      code: 'rate_limited',
    });
    for (let i = 0; i < 3; i += 1)
      await call(ctx.app, 'POST', '/api/forgot-password', { body: { email: 'cible@exemple.fr' } });
    const forgot = await call(ctx.app, 'POST', '/api/forgot-password', {
      body: { email: 'cible@exemple.fr' },
    });
    expect(forgot.statusCode).toBe(429);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
