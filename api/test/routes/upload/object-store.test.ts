import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { createAssociation, createUser, type TestUser } from '../../helpers/fixtures';
import { multipartBody, pdfBytes, pngBytes } from '../../helpers/files';
import { startS3StandIn, type S3StandIn } from '../../helpers/s3-stand-in';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

// Stand-ins, two apps and password hashing on a busy machine: more than jest's 5 s default
// (a run from the root ignores the api project's testTimeout).
const HOOK_TIMEOUT_MS = 30_000;

describe('uploads in an S3-compatible store, shared by two instances', () => {
  let s3: S3StandIn;
  let ctx: TestContext;
  let other: FastifyInstance;
  let manager: TestUser;
  let otherManager: TestUser;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    ctx = await createTestContext({ s3: s3.config });
    // A second instance: same database, same settings (so the same bucket).
    other = await buildApp({ config: ctx.config, db: ctx.db, mail: ctx.mail, logger: false });
    await other.ready();
    const mine = await createAssociation(ctx);
    const theirs = await createAssociation(ctx);
    manager = await createUser(ctx, { role: 'association_manager', associationIds: [mine.id] });
    otherManager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [theirs.id],
    });
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await s3?.close();
  }, HOOK_TIMEOUT_MS);

  const upload = (
    app: FastifyInstance,
    url: string,
    field: string,
    filename: string,
    type: string,
    bytes: Buffer,
  ) => {
    const { boundary, payload } = multipartBody(field, filename, type, bytes);
    return app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${manager.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };

  it('serves an image uploaded through one instance from the other, byte for byte', async () => {
    const bytes = pngBytes();
    const created = await upload(
      ctx.app,
      '/api/upload/image',
      'file',
      'affiche.png',
      'image/png',
      bytes,
    );
    expect(created.statusCode).toBe(201);
    const { url } = created.json().data;
    expect(url).toMatch(/^\/api\/uploads\/images\/[0-9a-f-]{36}\.png$/);

    const served = await other.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const missing = await other.inject({
      method: 'GET',
      url: '/api/uploads/images/00000000-0000-4000-8000-000000000000.png',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
  });

  it('keeps documents private on the other instance too, and removes them from the store', async () => {
    const created = await upload(
      ctx.app,
      '/api/dashboard/documents',
      'document',
      'Statuts.pdf',
      'application/pdf',
      pdfBytes(),
    );
    expect(created.statusCode).toBe(201);
    const { url, id } = created.json().data;

    expect((await other.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call(other, 'GET', url, { token: otherManager.token })).statusCode).toBe(404);
    const served = await call(other, 'GET', url, { token: manager.token });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(pdfBytes())).toBe(true);

    const key = url.replace('/api/uploads/', '');
    expect(await ctx.app.storage.open(key)).toBeDefined();
    const removed = await call(other, 'DELETE', `/api/dashboard/documents/${id}`, {
      token: manager.token,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await call(ctx.app, 'GET', url, { token: manager.token })).statusCode).toBe(404);
    expect(await ctx.app.storage.open(key)).toBeUndefined();
  });
});
