import type { ApiClient } from '../http/client';
import { readTokenCookie, restoreSession } from './restore-session';
import { createSessionStore } from './session-store';

const user = {
  id: 'u1',
  full_name: 'Julie Donatrice',
  email: 'julie@example.fr',
  phone: null,
  role: 'donor',
  association_ids: [],
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

function clientAnswering(get: ApiClient['get']): ApiClient {
  return { get } as unknown as ApiClient;
}

describe('restoreSession', () => {
  it('reads the token cookie among others', () => {
    expect(readTokenCookie('a=1; token=eyJ.abc%3D; b=2')).toBe('eyJ.abc=');
    expect(readTokenCookie('a=1')).toBeNull();
    expect(readTokenCookie('token=')).toBeNull();
  });

  it('fills the user from GET /auth/me', async () => {
    const store = createSessionStore();
    const get = jest.fn().mockResolvedValue(user);
    await expect(restoreSession(clientAnswering(get), 'jwt', store)).resolves.toBe(true);
    expect(get).toHaveBeenCalledWith('/auth/me', expect.anything());
    expect(store.getState()).toMatchObject({ token: 'jwt', user });
  });

  it('clears the session when /auth/me fails', async () => {
    const store = createSessionStore();
    const get = jest.fn().mockRejectedValue(new Error('401'));
    await expect(restoreSession(clientAnswering(get), 'expired', store)).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ token: null, user: null });
  });

  it('does nothing without a token', async () => {
    const get = jest.fn();
    await expect(restoreSession(clientAnswering(get), null, createSessionStore())).resolves.toBe(
      false,
    );
    expect(get).not.toHaveBeenCalled();
  });
});
