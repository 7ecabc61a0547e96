/**
 * @jest-environment node
 */
import { ApiError, createApiClient, createSessionStore } from 'shared-contracts';
import { createHttpErrorWiring } from './http-error-wiring';

const user = { id: 'u1', email: 'a@example.fr', full_name: 'A', role: 'donor' };

describe('HTTP error wiring', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const store = createSessionStore({ token: 'jwt', user });
    const notify = jest.fn();
    const navigate = jest.fn();
    const wiring = createHttpErrorWiring({ notify, navigate, store });
    return { store, notify, navigate, wiring };
  }

  it('on a 401: toasts the French text, clears the session at once, goes to /login after 2 s', () => {
    const { store, notify, navigate, wiring } = setup();

    wiring.onUnauthorized(new ApiError(401, { detail: 'Token expiré' }));

    expect(notify).toHaveBeenCalledWith('Session expirée. Veuillez vous reconnecter.');
    expect(store.getState()).toMatchObject({ token: null, user: null });
    jest.advanceTimersByTime(1999);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('several 401 at once: one toast, one redirect, and the screens do not toast them again', () => {
    const { notify, navigate, wiring } = setup();
    const error = new ApiError(401, undefined);

    wiring.onUnauthorized(error);
    wiring.onUnauthorized(error);
    wiring.reportError(error);
    jest.advanceTimersByTime(2000);

    expect(notify).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it.each([
    [null, 'Erreur de connexion. Vérifiez votre connexion internet.'],
    [403, "Accès non autorisé. Vous n'avez pas les permissions nécessaires."],
    [404, 'Ressource non trouvée'],
    [429, 'Trop de tentatives. Veuillez attendre quelques minutes.'],
    [500, 'Erreur serveur. Notre équipe a été notifiée.'],
    [503, 'Service temporairement indisponible. Veuillez réessayer dans quelques minutes.'],
  ])('maps a failed call (%s) to its French toast', (status, message) => {
    const { notify, wiring } = setup();
    wiring.reportError(new ApiError(status, undefined));
    expect(notify).toHaveBeenCalledWith(message);
  });

  it('is wired into the API client: a 401 to a call with a token triggers the policy', async () => {
    const { store, notify, navigate, wiring } = setup();
    const fetchStub = jest.fn(
      async () =>
        new Response(JSON.stringify({ detail: 'Non authentifié' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const client = createApiClient({
      prefixUrl: 'http://localhost/api',
      getToken: () => store.getState().token,
      onUnauthorized: wiring.onUnauthorized,
      fetch: fetchStub as unknown as typeof fetch,
    });

    await expect(client.get('/donor/dashboard')).rejects.toMatchObject({ status: 401 });

    expect(notify).toHaveBeenCalledWith('Session expirée. Veuillez vous reconnecter.');
    expect(store.getState().token).toBeNull();
    jest.advanceTimersByTime(2000);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
