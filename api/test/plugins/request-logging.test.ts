import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { call, createTestContext, type TestContext } from '../helpers/test-app';

/**
 * The access log: one line per write, refusal or error, none for the (cached, hot) public
 * reads that succeed, which used to cost two lines each.
 */
describe('request logging', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const lines: { msg: string; method?: string; url?: string; statusCode?: number }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      mail: ctx.mail,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('logs writes and refusals once, successful reads not at all', async () => {
    expect((await call(app, 'GET', '/api/stats')).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/campaigns/inconnue')).statusCode).toBe(404);
    expect((await call(app, 'POST', '/api/donations', { body: {} })).statusCode).toBe(422);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.method, line.url, line.statusCode])).toEqual([
      ['GET', '/api/campaigns/inconnue', 404],
      ['POST', '/api/donations', 422],
    ]);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
