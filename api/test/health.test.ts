import { createTestContext, call, type TestContext } from './helpers/test-app';

describe('the API skeleton', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers its health check', async () => {
    const response = await call(ctx.app, 'GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('is ready when the database answers and carries every migration', async () => {
    const ready = await call(ctx.app, 'GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ready' } });
    expect(ready.headers['cache-control']).toBe('no-store');

    // A database one migration behind this code (an instance deployed before the migration
    // ran): not ready, in French, and still alive.
    await ctx.handle.pool.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const behind = await call(ctx.app, 'GET', '/api/ready');
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({
      detail: 'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.',
      code: 'unavailable',
    });
    expect((await call(ctx.app, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('answers unknown routes with the French 404', async () => {
    const response = await call(ctx.app, 'GET', '/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Ressource non trouvée', code: 'not_found' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops"',
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().detail).toBe('string');
  });
});
