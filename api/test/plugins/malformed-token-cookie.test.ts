import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import frontend from '../../src/plugins/frontend';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Issue 26 item 15: the `token` cookie is whatever the browser (or anyone) sends. A value that
 * is not URL-encoded, not a token of ours or absurdly long is ignored: the request is answered
 * as a visitor's, never with a 500.
 */
describe('a malformed token cookie', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let shellDir: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    shellDir = mkdtempSync(path.join(os.tmpdir(), 'malformed-cookie-shell-'));
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body></body></html>',
    );
    app = await buildApp({ config: ctx.config, db: ctx.db, mail: ctx.mail, logger: false });
    await app.register(frontend, { shellDist: shellDir, remotes: [] });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
    rmSync(shellDir, { recursive: true, force: true });
  });

  const cookies = [
    'token=%%%',
    'token=%E0%A4%A',
    'token=a.b.c',
    `token=${'a'.repeat(12_000)}`,
    `token=${'eyJhbGciOiJIUzI1NiJ9.'.repeat(400)}x.y`,
  ];

  it.each(cookies)('pages answer as for a visitor (%#)', async (cookie) => {
    for (const url of ['/', '/campaigns', '/donor-dashboard']) {
      const visitor = await call(app, 'GET', url);
      const response = await call(app, 'GET', url, { headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.statusCode).toBe(visitor.statusCode);
      expect(response.body).toContain('<title>shell</title>');
    }
  });

  it.each(cookies)('API calls answer as for a visitor, 401 when protected (%#)', async (cookie) => {
    const headers = { cookie };
    expect((await call(app, 'GET', '/api/stats', { headers })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/auth/me', { headers })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/donor/donations', { headers })).statusCode).toBe(401);
    // The one call that reads the cookie (documents opened as a plain link).
    const visitor = await call(app, 'GET', '/api/uploads/documents/inconnu.pdf');
    const withCookie = await call(app, 'GET', '/api/uploads/documents/inconnu.pdf', { headers });
    expect(withCookie.statusCode).toBeLessThan(500);
    expect(withCookie.statusCode).toBe(visitor.statusCode);
  });
});
