import { closedPortUrl, startTestServer, type TestServer } from '../testing/test-server';
import { publicPageReads } from '../routes/page-reads';
import { ApiError, createApiClient, errorMessage, isAbortError, withSignal } from './index';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

describe('createApiClient against a real HTTP server', () => {
  it('sends the Bearer header when a token exists, and none otherwise', async () => {
    server.reply('GET', '/auth/me', { json: { data: { id: 'u1' } } });
    let token: string | null = 'jwt-123';
    const client = createApiClient({ prefixUrl: server.url, getToken: () => token });
    await client.get('/auth/me');
    token = null;
    await client.get('/auth/me');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer jwt-123');
    expect(server.requests[1]!.headers.authorization).toBeUndefined();
  });

  it('joins the prefix and the path, with search parameters minus empty ones', async () => {
    server.reply('GET', '/campaigns', { json: { data: [] } });
    const client = createApiClient({ prefixUrl: server.url });
    await client.get('/campaigns', { searchParams: { q: 'eau', page: 2, category: undefined } });
    expect(server.requests[0]!.url).toBe('/api/campaigns?q=eau&page=2');
  });

  it('unwraps data, and uses the body itself when there is no data field', async () => {
    server.reply('GET', '/stats', { json: { data: { total_campaigns: 3 } } });
    server.reply('GET', '/plain', { json: { total_campaigns: 4 } });
    const client = createApiClient({ prefixUrl: server.url });
    expect(await client.get('/stats')).toEqual({ total_campaigns: 3 });
    expect(await client.get('/plain')).toEqual({ total_campaigns: 4 });
  });

  it('keeps the whole body when asked (upload answers)', async () => {
    server.reply('POST', '/upload/image', {
      json: { success: true, data: { url: '/uploads/images/a.png' } },
    });
    const client = createApiClient({ prefixUrl: server.url });
    const body = await client.upload('/upload/image', new Blob(['png'], { type: 'image/png' }), {
      raw: true,
      filename: 'a.png',
    });
    expect(body).toEqual({ success: true, data: { url: '/uploads/images/a.png' } });
    const request = server.requests[0]!;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="file"; filename="a.png"');
  });

  it('reads a non-list as an empty list, wrapped or not', async () => {
    server.reply('GET', '/a', { json: { data: [{ id: 1 }, { id: 2 }] } });
    server.reply('GET', '/b', { json: [{ id: 3 }] });
    server.reply('GET', '/c', { json: { data: { id: 1 } } });
    server.reply('GET', '/d', { json: { data: null } });
    server.reply('GET', '/e', { text: 'pas du JSON' });
    const client = createApiClient({ prefixUrl: server.url });
    expect(await client.getList('/a')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await client.getList('/b')).toEqual([{ id: 3 }]);
    expect(await client.getList('/c')).toEqual([]);
    expect(await client.getList('/d')).toEqual([]);
    expect(await client.getList('/e')).toEqual([]);
  });

  it('sends JSON bodies', async () => {
    server.reply('POST', '/auth/login', { json: { data: { token: 't', user: { id: 'u' } } } });
    const client = createApiClient({ prefixUrl: server.url });
    const answer = await client.post('/auth/login', { email: 'a@b.fr', password: 'secret1' });
    expect(answer).toEqual({ token: 't', user: { id: 'u' } });
    expect(server.requests[0]!.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ email: 'a@b.fr', password: 'secret1' });
  });

  it('checks answers with a schema', async () => {
    server.reply('GET', '/n', { json: { data: { n: 'not a number' } } });
    const client = createApiClient({ prefixUrl: server.url });
    const schema = {
      parse(data: unknown) {
        const n = (data as { n: unknown }).n;
        if (typeof n !== 'number') throw new Error('n must be a number');
        return { n };
      },
    };
    await expect(client.get('/n', { schema })).rejects.toThrow('n must be a number');
  });

  it.each([
    [400, { detail: 'Montant invalide' }, 'Montant invalide'],
    [400, {}, 'Données invalides'],
    [401, { detail: 'Token invalide' }, 'Session expirée. Veuillez vous reconnecter.'],
    [
      403,
      { detail: 'Interdit' },
      "Accès non autorisé. Vous n'avez pas les permissions nécessaires.",
    ],
    [404, { detail: 'Not Found' }, 'Ressource non trouvée'],
    [409, { detail: 'Cet email existe déjà' }, 'Cet email existe déjà'],
    [409, {}, 'Conflit: Cette ressource existe déjà'],
    [
      422,
      { detail: [{ path: 'donor_email', message: "Format d'email invalide" }] },
      "donor_email: Format d'email invalide",
    ],
    [422, {}, 'Erreur de validation des données'],
    [429, { detail: 'slow down' }, 'Trop de tentatives. Veuillez attendre quelques minutes.'],
    [500, { detail: 'oops' }, 'Erreur serveur. Notre équipe a été notifiée.'],
    [
      502,
      undefined,
      'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.',
    ],
    [
      503,
      undefined,
      'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.',
    ],
    [
      504,
      undefined,
      'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.',
    ],
    [418, undefined, "Une erreur inattendue s'est produite"],
  ])('maps a real %p answer to its French text', async (status, json, expected) => {
    server.reply(
      'GET',
      '/fail',
      json === undefined
        ? { status, text: '<html>Bad Gateway</html>', contentType: 'text/html' }
        : { status, json },
    );
    const client = createApiClient({ prefixUrl: server.url });
    const error = await client.get('/fail').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(errorMessage(error)).toBe(expected);
  });

  it('calls onUnauthorized on a 401 to a call that carried a token, not on a failed login', async () => {
    server.reply('GET', '/auth/me', { status: 401, json: { detail: 'Token expiré' } });
    server.reply('POST', '/auth/login', {
      status: 401,
      json: { detail: 'Identifiants invalides' },
    });
    const onUnauthorized = jest.fn();
    let token: string | null = 'expired';
    const client = createApiClient({
      prefixUrl: server.url,
      getToken: () => token,
      onUnauthorized,
    });
    await expect(client.get('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect((onUnauthorized.mock.calls[0]![0] as ApiError).status).toBe(401);
    token = null;
    await expect(
      client.post('/auth/login', { email: 'a@b.fr', password: 'x' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('takes a login refused while an old token is still stored for a failed login, not an expired session', async () => {
    server.reply('POST', '/auth/login', {
      status: 401,
      json: { detail: 'Email ou mot de passe incorrect', code: 'login_failed' },
    });
    const onUnauthorized = jest.fn();
    const client = createApiClient({
      prefixUrl: server.url,
      getToken: () => 'still-stored',
      onUnauthorized,
    });
    await expect(
      client.post('/auth/login', { email: 'a@b.fr', password: 'x' }),
    ).rejects.toMatchObject({ code: 'login_failed' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives the network message when nothing answers', async () => {
    const client = createApiClient({ prefixUrl: await closedPortUrl() });
    const error = await client.get('/campaigns').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect(errorMessage(error)).toBe('Erreur de connexion. Vérifiez votre connexion internet.');
  });

  it('uses a given fetch', async () => {
    const calls: string[] = [];
    const client = createApiClient({
      prefixUrl: 'http://api.invalid/api',
      fetch: async (input) => {
        calls.push(input instanceof Request ? input.url : String(input));
        return new Response(JSON.stringify({ data: [1, 2] }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    expect(await client.getList('/x')).toEqual([1, 2]);
    expect(calls).toEqual(['http://api.invalid/api/x']);
  });
});

describe('the request a caller sends', () => {
  it('sends each method as its verb, JSON bodies with their type, no body without one', async () => {
    server.reply('PUT', '/admin/campaigns/c1', { json: { data: { id: 'c1' } } });
    server.reply('PATCH', '/admin/users/u1', { json: { data: { id: 'u1' } } });
    server.reply('DELETE', '/admin/campaigns/c1', { status: 204, text: '' });
    const client = createApiClient({ prefixUrl: server.url });
    expect(await client.put('/admin/campaigns/c1', { title: 'Eau' })).toEqual({ id: 'c1' });
    expect(await client.patch('/admin/users/u1', { role: 'admin' })).toEqual({ id: 'u1' });
    expect(await client.delete('/admin/campaigns/c1')).toBeUndefined();
    expect(server.requests.map((request) => request.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
    expect(JSON.parse(server.requests[1]!.body)).toEqual({ role: 'admin' });
    expect(server.requests[1]!.headers['content-type']).toBe('application/json');
    expect(server.requests[2]!.headers['content-type']).toBeUndefined();
    expect(server.requests[2]!.body).toBe('');
  });

  it("keeps the caller's headers, and adds search parameters to a path's own query", async () => {
    server.reply('GET', '/campaigns', { json: { data: [] } });
    const client = createApiClient({ prefixUrl: `${server.url}/` });
    await client.get('campaigns?sort=recent', {
      searchParams: { q: 'eau potable', category: null },
      headers: { 'X-Request-Id': 'r1' },
    });
    expect(server.requests[0]!.url).toBe('/api/campaigns?sort=recent&q=eau+potable');
    expect(server.requests[0]!.headers['x-request-id']).toBe('r1');
    expect(server.requests[0]!.headers.accept).toBe('application/json');
  });

  it('uploads under the field the call names, with the file its name', async () => {
    server.reply('POST', '/upload/document', { json: { data: { url: '/uploads/d.pdf' } } });
    const client = createApiClient({ prefixUrl: server.url, getToken: () => 'jwt' });
    const file = new File(['%PDF'], 'statuts.pdf', { type: 'application/pdf' });
    expect(await client.upload('/upload/document', file, { field: 'document' })).toEqual({
      url: '/uploads/d.pdf',
    });
    expect(server.requests[0]!.body).toContain('name="document"; filename="statuts.pdf"');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer jwt');
  });

  it("asks for a page's first reads exactly as the page announces them (cors, same-origin)", async () => {
    // A preload is reused only by a fetch with the same URL, mode and credentials
    // (<link rel="preload" as="fetch" crossorigin="anonymous">: cors, same-origin).
    const requests: Request[] = [];
    const client = createApiClient({
      prefixUrl: 'http://127.0.0.1/api',
      fetch: async (input) => {
        requests.push(input as Request);
        return new Response('{"data":[]}', { headers: { 'content-type': 'application/json' } });
      },
    });
    const reads = [...publicPageReads('/'), ...publicPageReads('/campaign/un-camion')];
    for (const read of reads) await client.get(read);
    expect(requests.map((request) => request.url)).toEqual(
      reads.map((read) => `http://127.0.0.1/api${read}`),
    );
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(request.mode).toBe('cors');
      expect(request.credentials).toBe('same-origin');
    }
  });

  it.each([500, 503, 429])('does not retry a failed read (%p): one request', async (status) => {
    server.reply('GET', '/campaigns', { status, json: {} });
    const client = createApiClient({ prefixUrl: server.url });
    await expect(client.get('/campaigns')).rejects.toMatchObject({ status });
    expect(server.requests).toHaveLength(1);
  });
});

describe('timeouts and aborts', () => {
  async function until(check: () => boolean): Promise<void> {
    for (let i = 0; i < 100 && !check(); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('answers a slow call that ends within the timeout', async () => {
    server.reply('GET', '/stats', { json: { data: { total_campaigns: 3 } }, delayMs: 50 });
    const client = createApiClient({ prefixUrl: server.url, timeout: 2000 });
    expect(await client.get('/stats')).toEqual({ total_campaigns: 3 });
  });

  it('fails a call without answer in time with the network text, and aborts its request', async () => {
    server.reply('GET', '/stats', { json: { data: {} }, delayMs: 5000 });
    const client = createApiClient({ prefixUrl: server.url, timeout: 100 });
    const error = await client.get('/stats').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect(errorMessage(error)).toBe('Erreur de connexion. Vérifiez votre connexion internet.');
    expect(((error as ApiError).cause as Error).name).toBe('TimeoutError');
    expect(isAbortError(error)).toBe(false);
    await until(() => server.requests[0]?.closedEarly === true);
    expect(server.requests[0]!.closedEarly).toBe(true);
  });

  it('times out even through a fetch that never answers', async () => {
    const client = createApiClient({
      prefixUrl: 'http://127.0.0.1/api',
      timeout: 50,
      fetch: () => new Promise<Response>(() => {}),
    });
    const error = await client.get('/stats').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Erreur de connexion. Vérifiez votre connexion internet.');
  });

  it('gives back the abort of a call its screen cancels in flight, not an HTTP failure', async () => {
    server.reply('GET', '/auth/me', { status: 401, json: {}, delayMs: 5000 });
    const onUnauthorized = jest.fn();
    const client = createApiClient({
      prefixUrl: server.url,
      getToken: () => 'jwt',
      onUnauthorized,
    });
    const controller = new AbortController();
    const call = client.get('/auth/me', { signal: controller.signal }).catch((e: unknown) => e);
    await until(() => server.requests.length === 1);
    controller.abort();
    const error = await call;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await until(() => server.requests[0]!.closedEarly);
    expect(server.requests[0]!.closedEarly).toBe(true);
  });
});

describe('file answers (blob)', () => {
  it('answers the file as a Blob, with the token, and the same ApiError on failure', async () => {
    server.reply('GET', '/dashboard/tax-receipts/r1/pdf', {
      text: '%PDF-1.7 reçu',
      contentType: 'application/pdf',
    });
    server.reply('GET', '/dashboard/tax-receipts/r2/pdf', {
      status: 404,
      json: { detail: 'Reçu fiscal introuvable' },
    });
    const client = createApiClient({ prefixUrl: server.url, getToken: () => 'jwt' });
    const blob = await client.get<Blob>('/dashboard/tax-receipts/r1/pdf', { blob: true });
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-1.7 reçu');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer jwt');
    const failure = await client
      .get('/dashboard/tax-receipts/r2/pdf', { blob: true })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).detail).toBe('Reçu fiscal introuvable');
  });
});

describe('isAbortError', () => {
  it('recognises a call cancelled by its screen', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createApiClient({ prefixUrl: await closedPortUrl() });
    const error = await client
      .get('/campaigns', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(errorMessage(error)).toBe("Une erreur inattendue s'est produite");
    expect(isAbortError(new Error('x'))).toBe(false);
  });
});

describe('withSignal', () => {
  it('binds every call of the client to the signal: an aborted screen sends nothing', async () => {
    server.reply('GET', '/campaigns', { json: { data: [] } });
    const controller = new AbortController();
    const client = withSignal(createApiClient({ prefixUrl: server.url }), controller.signal);
    await expect(client.getList('/campaigns')).resolves.toEqual([]);
    controller.abort();
    const failure = await client.get('/campaigns').catch((error: unknown) => error);
    expect(isAbortError(failure)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });
});
