import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { documents, uploads } from '../../src/db/schema';
import {
  createAssociation,
  createCampaign,
  createDonation,
  createUser,
  type TestUser,
} from '../helpers/fixtures';
import { errorCodeOfAnswer } from '../helpers/error-body';
import { multipartBody, pngBytes } from '../helpers/files';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Every endpoint of the API core called as each kind of caller, each answer asserted:
 * anonymous, a donor, the manager of the association concerned, the manager of another
 * association, and the super admin. Destructive calls get a fresh target per caller.
 */
type Caller = 'anonymous' | 'donor' | 'managerOwn' | 'managerOther' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'donor', 'managerOwn', 'managerOther', 'admin'];

interface Row {
  name: string;
  expected: Record<Caller, number>;
  request: () => Promise<InjectOptions> | InjectOptions;
}

const all = (status: number): Record<Caller, number> => ({
  anonymous: status,
  donor: status,
  managerOwn: status,
  managerOther: status,
  admin: status,
});
const adminOnly = (status: number) => ({
  anonymous: 401,
  donor: 403,
  managerOwn: 403,
  managerOther: 403,
  admin: status,
});
const donorOnly = (status: number) => ({
  anonymous: 401,
  donor: status,
  managerOwn: 403,
  managerOther: 403,
  admin: 403,
});
const managers = (own: number, other: number) => ({
  anonymous: 401,
  donor: 403,
  managerOwn: own,
  managerOther: other,
  admin: 403,
});

describe('authorization matrix', () => {
  let ctx: TestContext;
  const tokens = {} as Record<Caller, string | undefined>;
  let managerOwn: TestUser;
  let association: Awaited<ReturnType<typeof createAssociation>>;
  let otherAssociation: Awaited<ReturnType<typeof createAssociation>>;
  let campaign: Awaited<ReturnType<typeof createCampaign>>;
  let someDonor: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    association = await createAssociation(ctx, { slug: 'asso-matrice' });
    otherAssociation = await createAssociation(ctx);
    campaign = await createCampaign(ctx, {
      associationId: association.id,
      slug: 'campagne-matrice',
    });
    await createDonation(ctx, { campaignId: campaign.id });
    managerOwn = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [association.id],
    });
    const managerOther = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [otherAssociation.id],
    });
    const donor = await createUser(ctx, { role: 'donor' });
    const admin = await createUser(ctx, { role: 'super_admin' });
    someDonor = await createUser(ctx, { role: 'donor' });
    Object.assign(tokens, {
      anonymous: undefined,
      donor: donor.token,
      managerOwn: managerOwn.token,
      managerOther: managerOther.token,
      admin: admin.token,
    });
  });
  afterAll(() => ctx.close());

  const json = (
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
  ): InjectOptions => ({ method, url, ...(payload ? { payload: payload as object } : {}) });
  const freshCampaign = async () => createCampaign(ctx, { associationId: association.id });
  const freshDocument = async () => {
    const url = `/api/uploads/documents/${crypto.randomUUID()}.pdf`;
    await ctx.db.insert(uploads).values({
      kind: 'document',
      storageKey: url.replace('/api/uploads/', ''),
      url,
      contentType: 'application/pdf',
      sizeBytes: 10,
      ownerId: managerOwn.id,
    });
    const [row] = await ctx.db
      .insert(documents)
      .values({ associationId: association.id, name: 'doc.pdf', url })
      .returning();
    return row!;
  };
  const pngUpload = (): InjectOptions => {
    const { boundary, payload } = multipartBody('file', 'x.png', 'image/png', pngBytes());
    return {
      method: 'POST',
      url: '/api/upload/image',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  const rows: Row[] = [
    // Public calls.
    { name: 'GET /campaigns', expected: all(200), request: () => json('GET', '/api/campaigns') },
    {
      name: 'GET /campaigns/{slug}',
      expected: all(200),
      request: () => json('GET', '/api/campaigns/campagne-matrice'),
    },
    {
      name: 'GET /campaigns/{id}/donations',
      expected: all(200),
      request: () => json('GET', `/api/campaigns/${campaign.id}/donations`),
    },
    {
      name: 'GET /associations',
      expected: all(200),
      request: () => json('GET', '/api/associations'),
    },
    {
      name: 'GET /associations/{slug}',
      expected: all(200),
      request: () => json('GET', '/api/associations/asso-matrice'),
    },
    {
      name: 'GET /associations/{id}/campaigns',
      expected: all(200),
      request: () => json('GET', `/api/associations/${association.id}/campaigns`),
    },
    { name: 'GET /stats', expected: all(200), request: () => json('GET', '/api/stats') },
    {
      name: 'POST /forgot-password',
      expected: all(200),
      request: () => json('POST', '/api/forgot-password', { email: 'x@exemple.fr' }),
    },
    // Accounts.
    {
      name: 'GET /auth/me',
      expected: { ...all(200), anonymous: 401 },
      request: () => json('GET', '/api/auth/me'),
    },
    // Super admin.
    {
      name: 'GET /admin/stats',
      expected: adminOnly(200),
      request: () => json('GET', '/api/admin/stats'),
    },
    {
      name: 'GET /admin/associations',
      expected: adminOnly(200),
      request: () => json('GET', '/api/admin/associations'),
    },
    {
      name: 'GET /admin/associations/{id}',
      expected: adminOnly(200),
      request: () => json('GET', `/api/admin/associations/${association.id}`),
    },
    {
      name: 'POST /admin/associations',
      expected: adminOnly(201),
      request: () =>
        json('POST', '/api/admin/associations', { name: 'Nouvelle', contact_email: 'n@x.fr' }),
    },
    {
      name: 'PUT /admin/associations/{id}',
      expected: adminOnly(200),
      request: () =>
        json('PUT', `/api/admin/associations/${otherAssociation.id}`, { city: 'Nice' }),
    },
    {
      name: 'DELETE /admin/associations/{id}',
      expected: adminOnly(200),
      request: async () =>
        json('DELETE', `/api/admin/associations/${(await createAssociation(ctx)).id}`),
    },
    {
      name: 'GET /admin/campaigns',
      expected: adminOnly(200),
      request: () => json('GET', '/api/admin/campaigns'),
    },
    {
      name: 'GET /admin/campaigns/{id}',
      expected: adminOnly(200),
      request: () => json('GET', `/api/admin/campaigns/${campaign.id}`),
    },
    {
      name: 'POST /admin/campaigns',
      expected: adminOnly(201),
      request: () =>
        json('POST', '/api/admin/campaigns', {
          title: 'T',
          description: 'D',
          association_id: association.id,
        }),
    },
    {
      name: 'PUT /admin/campaigns/{id}',
      expected: adminOnly(200),
      request: () =>
        json('PUT', `/api/admin/campaigns/${campaign.id}`, { description: 'Modifiée' }),
    },
    {
      name: 'DELETE /admin/campaigns/{id}',
      expected: adminOnly(200),
      request: async () => json('DELETE', `/api/admin/campaigns/${(await freshCampaign()).id}`),
    },
    {
      name: 'GET /admin/users',
      expected: adminOnly(200),
      request: () => json('GET', '/api/admin/users'),
    },
    {
      name: 'GET /admin/users/{id}',
      expected: adminOnly(200),
      request: () => json('GET', `/api/admin/users/${someDonor.id}`),
    },
    {
      name: 'POST /admin/users',
      expected: adminOnly(201),
      request: () =>
        json('POST', '/api/admin/users', {
          full_name: 'N',
          email: `n-${randomBytes(3).toString('hex')}@x.fr`,
        }),
    },
    {
      name: 'PUT /admin/users/{id}',
      expected: adminOnly(200),
      request: () => json('PUT', `/api/admin/users/${someDonor.id}`, { phone: '0612345678' }),
    },
    {
      name: 'POST /admin/send-password-reset/{id}',
      expected: adminOnly(200),
      request: () => json('POST', `/api/admin/send-password-reset/${someDonor.id}`),
    },
    {
      name: 'GET /admin/donations',
      expected: adminOnly(200),
      request: () => json('GET', '/api/admin/donations'),
    },
    // Association managers.
    {
      name: 'GET /dashboard/association',
      expected: managers(200, 200),
      request: () => json('GET', '/api/dashboard/association'),
    },
    {
      name: 'PUT /dashboard/association',
      expected: managers(200, 200),
      request: () => json('PUT', '/api/dashboard/association', { city: 'Lyon' }),
    },
    {
      name: 'GET /dashboard/campaigns',
      expected: managers(200, 200),
      request: () => json('GET', '/api/dashboard/campaigns'),
    },
    {
      name: 'POST /dashboard/campaigns',
      expected: managers(201, 201),
      request: () => json('POST', '/api/dashboard/campaigns', { title: 'T', description: 'D' }),
    },
    {
      name: 'GET /dashboard/campaigns/{id}',
      expected: managers(200, 404),
      request: () => json('GET', `/api/dashboard/campaigns/${campaign.id}`),
    },
    {
      name: 'PUT /dashboard/campaigns/{id}',
      expected: managers(200, 404),
      request: () => json('PUT', `/api/dashboard/campaigns/${campaign.id}`, { description: 'M' }),
    },
    {
      name: 'DELETE /dashboard/campaigns/{id}',
      expected: managers(200, 404),
      request: async () => json('DELETE', `/api/dashboard/campaigns/${(await freshCampaign()).id}`),
    },
    {
      name: 'DELETE /dashboard/documents/{id}',
      expected: managers(200, 404),
      request: async () => json('DELETE', `/api/dashboard/documents/${(await freshDocument()).id}`),
    },
    {
      name: 'DELETE /dashboard/association/documents',
      expected: managers(200, 404),
      request: async () =>
        json(
          'DELETE',
          `/api/dashboard/association/documents?document_url=${encodeURIComponent((await freshDocument()).url)}`,
        ),
    },
    {
      name: 'POST /dashboard/association/documents',
      expected: managers(201, 422),
      request: async () => {
        const url = `/api/uploads/documents/${crypto.randomUUID()}.pdf`;
        await ctx.db.insert(uploads).values({
          kind: 'document',
          storageKey: url.replace('/api/uploads/', ''),
          url,
          contentType: 'application/pdf',
          sizeBytes: 10,
          ownerId: managerOwn.id,
        });
        return json('POST', '/api/dashboard/association/documents', {
          document_url: url,
          document_name: 'Statuts',
        });
      },
    },
    {
      name: 'GET /donations (received)',
      expected: { anonymous: 401, donor: 403, managerOwn: 200, managerOther: 200, admin: 200 },
      request: () => json('GET', '/api/donations'),
    },
    // Donors.
    {
      name: 'GET /donor/dashboard',
      expected: donorOnly(200),
      request: () => json('GET', '/api/donor/dashboard'),
    },
    {
      name: 'GET /donor/donations',
      expected: donorOnly(200),
      request: () => json('GET', '/api/donor/donations'),
    },
    {
      name: 'PUT /donor/profile',
      expected: donorOnly(200),
      request: () => json('PUT', '/api/donor/profile', { phone: '0612345678' }),
    },
    // Uploads.
    {
      name: 'POST /upload/image',
      expected: { anonymous: 401, donor: 403, managerOwn: 201, managerOther: 201, admin: 201 },
      request: pngUpload,
    },
    {
      name: 'DELETE /upload/document',
      expected: { anonymous: 401, donor: 403, managerOwn: 200, managerOther: 404, admin: 200 },
      request: async () =>
        json(
          'DELETE',
          `/api/upload/document?file_url=${encodeURIComponent((await freshDocument()).url)}`,
        ),
    },
  ];

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const answers: Record<string, number> = {};
    for (const caller of CALLERS) {
      const options = await row.request();
      const token = tokens[caller];
      const response = await ctx.app.inject({
        ...options,
        headers: {
          ...(options.headers ?? {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      answers[caller] = response.statusCode;
      // Every refusal is a French { detail } with a code of the list, sent with its status.
      if (response.statusCode >= 400) errorCodeOfAnswer(response);
    }
    expect(answers).toEqual(row.expected);
  });
});
