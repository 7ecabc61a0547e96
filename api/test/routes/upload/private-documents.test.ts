import { createAssociation, createUser, type TestUser } from '../../helpers/fixtures';
import { jpegBytes, multipartBody, pdfBytes, pngBytes } from '../../helpers/files';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

describe('association documents are private, uploads bounded and checked', () => {
  let ctx: TestContext;
  let manager: TestUser;
  let otherManager: TestUser;
  let admin: TestUser;
  let donor: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext({ associationUploadQuotaMb: 1 });
    const mine = await createAssociation(ctx);
    const theirs = await createAssociation(ctx);
    manager = await createUser(ctx, { role: 'association_manager', associationIds: [mine.id] });
    otherManager = await createUser(ctx, {
      role: 'association_manager',
      associationIds: [theirs.id],
    });
    admin = await createUser(ctx, { role: 'super_admin' });
    donor = await createUser(ctx, { role: 'donor' });
  });
  afterAll(() => ctx.close());

  const send = (url: string, field: string, user: TestUser, filename: string, bytes: Buffer) => {
    const { boundary, payload } = multipartBody(field, filename, 'application/pdf', bytes);
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };

  it('serves a document only to its managers and admins, as an attachment never cached', async () => {
    const created = await send(
      '/api/dashboard/documents',
      'document',
      manager,
      'Statuts\u202Efdp.exe\u2066.pdf',
      pdfBytes(),
    );
    expect(created.statusCode).toBe(201);
    const { url, name } = created.json().data;
    // Bidirectional controls would show the name reversed ('...exe.pdf' as '...fdp.exe').
    expect(name).toBe('Statutsfdp.exe.pdf');

    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', url, { token: otherManager.token })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', url, { token: donor.token })).statusCode).toBe(404);

    for (const user of [manager, admin]) {
      const served = await call(ctx.app, 'GET', url, { token: user.token });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe(
        `attachment; filename="Statutsfdp.exe.pdf"; filename*=UTF-8''Statutsfdp.exe.pdf`,
      );
      expect(served.headers['cache-control']).toBe('private, no-store');
    }
    // A plain link from the dashboard carries the session cookie instead of a header.
    const byCookie = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `theme=dark; token=${manager.token}` },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it('keeps images public and cacheable', async () => {
    const { boundary, payload } = multipartBody('file', 'photo.png', 'image/png', pngBytes());
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: {
        authorization: `Bearer ${manager.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    const served = await ctx.app.inject({ method: 'GET', url: uploaded.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it("refuses an upload beyond the association's quota with a French 409", async () => {
    const big = () => Buffer.concat([pdfBytes(), Buffer.alloc(600 * 1024, 7)]);
    expect((await send('/api/upload/document', 'file', manager, 'a.pdf', big())).statusCode).toBe(
      201,
    );
    const refused = await send('/api/upload/document', 'file', manager, 'b.pdf', big());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('upload_quota_reached');
    expect(refused.json().detail).toBe(
      "L'espace de stockage de l'association est plein (1 Mo au maximum). Supprimez des fichiers avant d'en ajouter.",
    );
    // Another association has its own space.
    expect(
      (await send('/api/upload/document', 'file', otherManager, 'c.pdf', big())).statusCode,
    ).toBe(201);
    expect(
      (await send('/api/upload/document', 'file', otherManager, 'd.jpg', jpegBytes())).statusCode,
    ).toBe(201);
  });
});

describe('the MP4 check accepts only video brands', () => {
  let ctx: TestContext;
  let manager: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    manager = await createUser(ctx, { role: 'association_manager' });
  });
  afterAll(() => ctx.close());

  const video = (brand: string) => {
    const bytes = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from(`ftyp${brand}`, 'latin1'),
      Buffer.alloc(64, 3),
    ]);
    const { boundary, payload } = multipartBody('file', 'clip.mp4', 'video/mp4', bytes);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/upload/video',
      headers: {
        authorization: `Bearer ${manager.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };

  it.each([
    ['isom', 'mp4'],
    ['mp42', 'mp4'],
    ['avc1', 'mp4'],
    ['M4V ', 'mp4'],
    ['qt  ', 'mov'],
  ])('stores the brand %j as .%s', async (brand, extension) => {
    const response = await video(brand);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.url).toMatch(new RegExp(`\\.${extension}$`));
  });

  it.each(['abcd', 'heic', 'crx ', '3gp4'])('refuses the brand %j in French', async (brand) => {
    const response = await video(brand);
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe('Type de fichier non supporté. Utilisez JPG, PNG ou PDF.');
  });
});
