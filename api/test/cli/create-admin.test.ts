import { parseCreateAdminArgs, createOrResetAdmin } from '../../src/cli/create-admin';
import { createUser } from '../helpers/fixtures';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

describe('create-admin', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('parses --email, --password and an optional --name, refusing bad values', () => {
    expect(
      parseCreateAdminArgs([
        '--email',
        'Boss@Exemple.fr',
        '--password',
        'secret12',
        '--name=Le Boss',
      ]),
    ).toEqual({ email: 'boss@exemple.fr', password: 'secret12', name: 'Le Boss' });
    expect(() =>
      parseCreateAdminArgs(['--email', 'pas-un-email', '--password', 'secret12']),
    ).toThrow("Format d'email invalide");
    expect(() => parseCreateAdminArgs(['--email', 'a@b.fr', '--password', '123'])).toThrow(
      'au moins 6 caractères',
    );
    expect(() => parseCreateAdminArgs(['--email', 'a@b.fr'])).toThrow();
    expect(() => parseCreateAdminArgs(['--oops'])).toThrow('Usage');
  });

  it('creates a super admin, then resets an existing account to an active super admin', async () => {
    expect(
      await createOrResetAdmin(ctx.db, {
        email: 'chef@exemple.fr',
        password: 'secret12',
        name: 'Chef',
      }),
    ).toBe('created');
    const login = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: 'chef@exemple.fr', password: 'secret12' },
    });
    expect(login.json().data.user).toMatchObject({ role: 'super_admin', full_name: 'Chef' });
    await createOrResetAdmin(ctx.db, {
      email: 'chef@exemple.fr',
      password: 'autre123',
      name: undefined,
    });
    // The reset password ends the sessions opened with the old one.
    const me = await call(ctx.app, 'GET', '/api/auth/me', { token: login.json().data.token });
    expect(me.statusCode).toBe(401);

    const locked = await createUser(ctx, { role: 'donor', isActive: false });
    expect(
      await createOrResetAdmin(ctx.db, {
        email: locked.email,
        password: 'nouveau12',
        name: undefined,
      }),
    ).toBe('reset');
    const relogin = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: locked.email, password: 'nouveau12' },
    });
    expect(relogin.statusCode).toBe(200);
    expect(relogin.json().data.user).toMatchObject({ role: 'super_admin', is_active: true });

    // Each run is in the audit log, by the operator, without the password.
    const journal = await call(ctx.app, 'GET', '/api/admin/audit-log?actor_email=create-admin', {
      token: relogin.json().data.token,
    });
    expect(journal.statusCode).toBe(200);
    const rows = journal.json().data;
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'user.role',
      'user.password',
      'user.create',
    ]);
    expect(rows[0]).toMatchObject({
      actor_role: 'operator',
      actor_id: null,
      entity_id: locked.id,
      before: { role: 'donor', is_active: false, credentials: 'unchanged' },
      after: { role: 'super_admin', is_active: true, credentials: 'replaced' },
    });
    expect(JSON.stringify(rows)).not.toMatch(/secret12|autre123|nouveau12|argon2/);
  });
});
