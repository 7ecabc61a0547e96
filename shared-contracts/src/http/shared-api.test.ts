import { sessionStore } from '../session';
import { closedPortUrl } from '../testing/test-server';
import {
  ApiError,
  configureSharedApi,
  createApiClient,
  getApiClient,
  reportApiError,
  resetSharedApi,
} from './index';

afterEach(() => {
  resetSharedApi();
  sessionStore.getState().clear();
});

describe('shared API setup', () => {
  it('gives every caller the client and reporter the shell configured', async () => {
    const client = createApiClient({ prefixUrl: await closedPortUrl() });
    const reported: unknown[] = [];
    configureSharedApi({ client, reportError: (error) => reported.push(error) });
    expect(getApiClient()).toBe(client);
    const error = await getApiClient()
      .get('/x')
      .catch((e: unknown) => e);
    reportApiError(error);
    expect(reported).toEqual([error]);
    expect((reported[0] as ApiError).message).toBe(
      'Erreur de connexion. Vérifiez votre connexion internet.',
    );
  });

  it('ignores cancelled calls', () => {
    const reported: unknown[] = [];
    configureSharedApi({ client: createApiClient(), reportError: (error) => reported.push(error) });
    reportApiError(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    expect(reported).toEqual([]);
  });

  it('falls back to one client on /api carrying the session token when no shell configured it', async () => {
    const fallback = getApiClient();
    expect(getApiClient()).toBe(fallback);
    expect(fallback.prefixUrl).toBe('/api');
    expect(() => reportApiError(new ApiError(500))).not.toThrow();
  });
});
