// The typed-call test runner: each case answers one route of a real HTTP server (test-server)
// and checks what the call sent and what it answered.
import { createApiClient, type ApiClient } from '../http/client';
import { startTestServer, type TestServer } from './test-server';

/**
 * [method, path as the server sees it (after /api), route to answer, answer, call, expected
 * result, expected JSON body]
 */
export type CallCase = [
  string,
  string,
  string,
  unknown,
  (c: ApiClient) => Promise<unknown>,
  unknown,
  unknown?,
];

export interface CallTestContext {
  server: TestServer;
  client: ApiClient;
}

/** A fresh server and a client with a token for each test of the enclosing describe. */
export function useTestServer(): CallTestContext {
  const context = {} as CallTestContext;
  beforeEach(async () => {
    context.server = await startTestServer();
    context.client = createApiClient({ prefixUrl: context.server.url, getToken: () => 'jwt' });
  });
  afterEach(async () => {
    await context.server.close();
  });
  return context;
}

/** Runs each case: the request the call sends and the answer it gives back. */
export function itSendsAndReads(context: CallTestContext, cases: CallCase[]): void {
  // Rows padded to full length: jest reads a callback with more parameters than values as done-style.
  const rows = cases.map(
    (row) =>
      [
        ...row,
        ...Array<undefined>(7 - row.length).fill(undefined),
      ] as unknown as Required<CallCase>,
  );
  it.each(rows)('%s %s', async (method, seenPath, route, answer, call, expected, expectedBody) => {
    context.server.reply(method, route.split('?')[0]!, { json: answer });
    const result = await call(context.client);
    if (expected === undefined) expect(result).toBeUndefined();
    else expect(result).toEqual(expected);
    const request = context.server.requests[0]!;
    expect(request.method).toBe(method);
    expect(request.url).toBe(`/api${seenPath}`);
    expect(request.headers.authorization).toBe('Bearer jwt');
    if (expectedBody !== undefined) expect(JSON.parse(request.body)).toEqual(expectedBody);
  });
}
