import { UPLOAD_MAX_BYTES } from 'shared-contracts';
import { createUser, type TestUser } from '../../helpers/fixtures';
import {
  fakeImageBytes,
  jpegBytes,
  mp4Bytes,
  multipartBody,
  pdfBytes,
  pngBytes,
  webmBytes,
} from '../../helpers/files';
import { call, createTestContext, type TestContext } from '../../helpers/test-app';

describe('uploads', () => {
  let ctx: TestContext;
  let manager: TestUser;
  let otherManager: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    manager = await createUser(ctx, { role: 'association_manager' });
    otherManager = await createUser(ctx, { role: 'association_manager' });
    admin = await createUser(ctx, { role: 'super_admin' });
  });
  afterAll(() => ctx.close());

  const upload = (
    kind: string,
    user: TestUser,
    filename: string,
    bytes: Buffer,
    type = 'application/octet-stream',
  ) => {
    const { boundary, payload } = multipartBody('file', filename, type, bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/upload/${kind}`,
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };

  it('stores an image under a server-chosen name and serves it back with its real type', async () => {
    const response = await upload(
      'image',
      manager,
      '../../etc/passwd.png',
      pngBytes(),
      'text/html',
    );
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.url).toMatch(/^\/api\/uploads\/images\/[0-9a-f-]{36}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(pngBytes())).toBe(true);
  });

  it('accepts JPEG images, MP4 and WebM videos, PDF documents by content, whatever the name', async () => {
    expect((await upload('image', manager, 'photo.txt', jpegBytes())).json().data.url).toMatch(
      /\/images\/.*\.jpg$/,
    );
    expect((await upload('video', admin, 'clip.bin', mp4Bytes())).json().data.url).toMatch(
      /\/videos\/.*\.mp4$/,
    );
    expect((await upload('video', admin, 'clip', webmBytes())).json().data.url).toMatch(
      /\/videos\/.*\.webm$/,
    );
    expect((await upload('document', manager, 'statuts.pdf', pdfBytes())).json().data.url).toMatch(
      /\/documents\/.*\.pdf$/,
    );
  });

  it('refuses a file whose content is not of the accepted types with 415 and the spec texts', async () => {
    const image = await upload('image', manager, 'image.png', fakeImageBytes(), 'image/png');
    expect(image.statusCode).toBe(415);
    expect(image.json()).toEqual({
      detail: 'Type de fichier non supporté. Utilisez JPG, PNG ou PDF.',
      code: 'unsupported_media_type',
    });
    const video = await upload('video', manager, 'video.mp4', pngBytes());
    expect(video.statusCode).toBe(415);
    const document = await upload('document', manager, 'doc.pdf', mp4Bytes());
    expect(document.statusCode).toBe(415);
    expect(document.json()).toEqual({
      detail: 'Type de fichier non autorisé. Utilisez PDF, DOC, DOCX, JPG ou PNG',
      code: 'unsupported_media_type',
    });
  });

  it('refuses files over the limits with 413 and the spec texts', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(UPLOAD_MAX_BYTES + 10)]);
    const image = await upload('image', manager, 'big.png', big);
    expect(image.statusCode).toBe(413);
    expect(image.json()).toEqual({
      detail: 'Fichier trop volumineux. Taille maximum: 10MB',
      code: 'payload_too_large',
    });
    const document = await upload(
      'document',
      manager,
      'big.pdf',
      Buffer.concat([pdfBytes(), Buffer.alloc(5_242_880)]),
    );
    expect(document.statusCode).toBe(413);
    expect(document.json()).toEqual({
      detail: 'Le fichier ne doit pas dépasser 5 MB',
      code: 'payload_too_large',
    });
  });

  it('answers 400, not 500, to a request without a file or not multipart', async () => {
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(400);
    const empty = await upload('image', manager, 'vide.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('lets only the uploader or a super admin delete a document', async () => {
    const url = (await upload('document', manager, 'a.pdf', pdfBytes())).json().data.url;
    const remove = (user: TestUser, fileUrl: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/upload/document?file_url=${encodeURIComponent(fileUrl)}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
    expect((await remove(otherManager, url)).statusCode).toBe(404);
    expect((await remove(manager, 'http://ailleurs.fr/x.pdf')).statusCode).toBe(404);
    expect((await remove(manager, url)).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', url, { token: manager.token })).statusCode).toBe(404);
    const second = (await upload('document', manager, 'b.pdf', pdfBytes())).json().data.url;
    expect((await remove(admin, `http://localhost:3000${second}`)).statusCode).toBe(200);
  });

  it('serves nothing outside the upload folders', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/uploads/images/..%2F..%2Fjwt-secret' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/uploads/etc/passwd' })).statusCode,
    ).toBe(404);
  });
});
