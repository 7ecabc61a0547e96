import { createSessionStore, readTokenCookie } from 'shared-contracts';
import { createFakeApiClient } from '../testing/render';
import {
  persistTokenInCookie,
  restoreSessionFromCookie,
  signIn,
  signOut,
  writeTokenCookie,
} from './session';

const user = { id: 'u1', full_name: 'Julie Donatrice', email: 'julie@example.fr', role: 'donor' };

describe('session', () => {
  beforeEach(() => signOut(createSessionStore()));

  it('keeps the token in the `token` cookie for 1 day, SameSite=Strict, Secure only on https', () => {
    const set = jest.spyOn(Document.prototype, 'cookie', 'set');
    writeTokenCookie('jwt-1');
    const [written] = set.mock.calls[0];
    const match = /^token=jwt-1; expires=([^;]+); path=\/; SameSite=Strict$/.exec(written);
    expect(match).not.toBeNull();
    const lifetime = Date.parse(match?.[1] ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(24 * 3600 * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(readTokenCookie()).toBe('jwt-1');
    set.mockRestore();
  });

  it('stores token and user on login, and the cookie follows the store', async () => {
    const store = createSessionStore();
    const stop = persistTokenInCookie(store);
    const client = createFakeApiClient({
      post: jest.fn().mockResolvedValue({ token: 'jwt-2', user }),
    });

    await signIn(client, { email: 'julie@example.fr', password: 'secret' }, store);

    expect(client.post).toHaveBeenCalledWith(
      '/auth/login',
      { email: 'julie@example.fr', password: 'secret' },
      expect.anything(),
    );
    expect(store.getState()).toMatchObject({ token: 'jwt-2', user });
    expect(readTokenCookie()).toBe('jwt-2');

    // A logout from anywhere (a remote's button calling clear()) removes the cookie too.
    store.getState().clear();
    expect(readTokenCookie()).toBeNull();
    stop();
  });

  it('restores the user with GET /auth/me when a token cookie is there', async () => {
    writeTokenCookie('jwt-3');
    const store = createSessionStore();
    const client = createFakeApiClient({ get: jest.fn().mockResolvedValue(user) });

    await restoreSessionFromCookie(client, store);

    expect(client.get).toHaveBeenCalledWith('/auth/me', expect.anything());
    expect(store.getState()).toMatchObject({ token: 'jwt-3', user });
  });

  it('clears the token when /auth/me fails', async () => {
    writeTokenCookie('expired');
    const store = createSessionStore();
    const client = createFakeApiClient({ get: jest.fn().mockRejectedValue(new Error('401')) });

    await restoreSessionFromCookie(client, store);

    expect(store.getState()).toMatchObject({ token: null, user: null });
    expect(readTokenCookie()).toBeNull();
  });

  it('does not call the API without a token', async () => {
    const client = createFakeApiClient();
    await restoreSessionFromCookie(client, createSessionStore());
    expect(client.get).not.toHaveBeenCalled();
  });

  it('logout clears both', () => {
    writeTokenCookie('jwt-4');
    const store = createSessionStore({ token: 'jwt-4', user });
    signOut(store);
    expect(store.getState()).toMatchObject({ token: null, user: null });
    expect(readTokenCookie()).toBeNull();
  });
});
