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

  it('answers unknown routes with the French 404', async () => {
    const response = await call(ctx.app, 'GET', '/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Ressource non trouvée' });
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
