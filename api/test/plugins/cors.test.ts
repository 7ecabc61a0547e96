import { createTestContext, type TestContext } from '../helpers/test-app';

describe('CORS answers only the configured origins', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: 'production',
      publicUrl: 'https://dons.example.fr',
      allowedOrigins: ['https://remotes.example.fr'],
    });
  });
  afterAll(() => ctx.close());

  const preflight = (origin: string, method: string) =>
    ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/dashboard/campaigns/00000000-0000-0000-0000-000000000000',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it.each(['PUT', 'DELETE'])('lets a configured origin send %s', async (method) => {
    const response = await preflight('https://remotes.example.fr', method);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://remotes.example.fr');
    expect(String(response.headers['access-control-allow-methods'])).toContain(method);
  });

  it("allows the platform's own origin (PUBLIC_URL)", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://dons.example.fr' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://dons.example.fr');
  });

  it.each(['https://evil.example', 'http://localhost:8080', 'null'])(
    'gives no CORS header to %s',
    async (origin) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const answer = await preflight(origin, 'DELETE');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});
