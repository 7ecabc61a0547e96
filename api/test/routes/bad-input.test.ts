import { errorCodeOfAnswer } from '../helpers/error-body';
import { createAssociation, createCampaign, createUser, type TestUser } from '../helpers/fixtures';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** No input, however broken, yields a 500 or a non-French answer. */
describe('bad input', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let manager: TestUser;
  let donor: TestUser;
  let campaignId: string;
  let associationId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const association = await createAssociation(ctx);
    associationId = association.id;
    campaignId = (await createCampaign(ctx, { associationId })).id;
    admin = await createUser(ctx, { role: 'super_admin' });
    manager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [associationId],
    });
    donor = await createUser(ctx, { role: 'donor' });
  });
  afterAll(() => ctx.close());

  const payloads: { contentType: string; body: string }[] = [
    { contentType: 'application/json', body: '{"title": ' },
    { contentType: 'application/json', body: 'null' },
    { contentType: 'application/json', body: '[]' },
    { contentType: 'application/json', body: '"texte"' },
    { contentType: 'application/json', body: '12' },
    { contentType: 'application/json', body: '' },
    {
      contentType: 'application/json',
      body: JSON.stringify({
        title: 5,
        description: { a: 1 },
        name: [],
        contact_email: 7,
        email: true,
        status: 'x',
        target_amount: 'NaN',
        end_date: '2024-13-45',
        rewards: 'many',
        association_id: 'pas-un-uuid',
        association_ids: ['x'],
        full_name: null,
        is_active: 'peut-être',
        password: 1,
        phone: {},
        token: 5,
        new_password: [],
        category: 3,
        amount: -1,
        __proto__: { x: 1 },
      }),
    },
    {
      contentType: 'application/json',
      body: JSON.stringify({
        target_amount: 1e308,
        rewards: [{ amount: 1e308, title: 'x' }],
        title: 'x'.repeat(100_000),
      }),
    },
    { contentType: 'text/plain', body: 'bonjour' },
    { contentType: 'application/x-www-form-urlencoded', body: 'a=1' },
    { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nbroken' },
  ];

  const routes: {
    name: string;
    method: 'POST' | 'PUT' | 'DELETE' | 'GET';
    url: () => string;
    user: () => TestUser | undefined;
  }[] = [
    {
      name: 'POST /api/auth/login',
      method: 'POST',
      url: () => '/api/auth/login',
      user: () => undefined,
    },
    {
      name: 'POST /api/forgot-password',
      method: 'POST',
      url: () => '/api/forgot-password',
      user: () => undefined,
    },
    {
      name: 'POST /api/reset-password',
      method: 'POST',
      url: () => '/api/reset-password',
      user: () => undefined,
    },
    {
      name: 'POST /api/admin/associations',
      method: 'POST',
      url: () => '/api/admin/associations',
      user: () => admin,
    },
    {
      name: 'PUT /api/admin/associations/{id}',
      method: 'PUT',
      url: () => `/api/admin/associations/${associationId}`,
      user: () => admin,
    },
    {
      name: 'POST /api/admin/campaigns',
      method: 'POST',
      url: () => '/api/admin/campaigns',
      user: () => admin,
    },
    {
      name: 'PUT /api/admin/campaigns/{id}',
      method: 'PUT',
      url: () => `/api/admin/campaigns/${campaignId}`,
      user: () => admin,
    },
    {
      name: 'POST /api/admin/users',
      method: 'POST',
      url: () => '/api/admin/users',
      user: () => admin,
    },
    {
      name: 'PUT /api/admin/users/{id}',
      method: 'PUT',
      url: () => `/api/admin/users/${donor.id}`,
      user: () => admin,
    },
    {
      name: 'PUT /api/dashboard/association',
      method: 'PUT',
      url: () => '/api/dashboard/association',
      user: () => manager,
    },
    {
      name: 'POST /api/dashboard/association/documents',
      method: 'POST',
      url: () => '/api/dashboard/association/documents',
      user: () => manager,
    },
    {
      name: 'POST /api/dashboard/campaigns',
      method: 'POST',
      url: () => '/api/dashboard/campaigns',
      user: () => manager,
    },
    {
      name: 'PUT /api/dashboard/campaigns/{id}',
      method: 'PUT',
      url: () => `/api/dashboard/campaigns/${campaignId}`,
      user: () => manager,
    },
    {
      name: 'POST /api/dashboard/documents',
      method: 'POST',
      url: () => '/api/dashboard/documents',
      user: () => manager,
    },
    {
      name: 'POST /api/upload/image',
      method: 'POST',
      url: () => '/api/upload/image',
      user: () => manager,
    },
    {
      name: 'PUT /api/donor/profile',
      method: 'PUT',
      url: () => '/api/donor/profile',
      user: () => donor,
    },
  ];

  it.each(routes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    for (const { contentType, body } of payloads) {
      const user = route.user();
      const response = await ctx.app.inject({
        method: route.method,
        url: route.url(),
        headers: {
          'content-type': contentType,
          ...(user ? { authorization: `Bearer ${user.token}` } : {}),
        },
        payload: body,
      });
      expect({ payload: body.slice(0, 40), status: response.statusCode < 500 }).toEqual({
        payload: body.slice(0, 40),
        status: true,
      });
      if (response.statusCode >= 400) errorCodeOfAnswer(response);
      const detail = response.statusCode >= 400 ? response.json().detail : undefined;
      if (typeof detail === 'string') expect(detail).toMatch(/[a-zé]/i);
      if (Array.isArray(detail))
        for (const error of detail) expect(error.message).not.toMatch(/Invalid|expected|Required/);
    }
  });

  it('answers 404 to malformed ids in paths, never a database error', async () => {
    const urls = [
      '/api/campaigns/%00',
      "/api/campaigns/'%20or%201=1",
      '/api/associations/../../etc',
      `/api/admin/campaigns/12345`,
      '/api/admin/users/zzz',
      '/api/dashboard/campaigns/abc',
      '/api/dashboard/documents/abc',
      '/api/admin/associations/1',
    ];
    for (const url of urls) {
      const token = url.startsWith('/api/dashboard') ? manager.token : admin.token;
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect([url, errorCodeOfAnswer(response)]).toEqual([url, 'not_found']);
    }
    const put = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/dashboard/campaigns/not-a-uuid',
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(put.statusCode).toBe(404);
  });

  it('ignores unknown fields instead of storing them', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/associations',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        name: 'Champ inconnu',
        contact_email: 'x@y.fr',
        status: 'approved',
        raised_amount: 1_000_000,
        id: '00000000-0000-4000-8000-000000000000',
        is_admin: true,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'pending', raised_amount: 0 });
    expect(response.json().data.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(response.json().data).not.toHaveProperty('is_admin');
  });
});
