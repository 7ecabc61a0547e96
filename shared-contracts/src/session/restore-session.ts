import { getMe } from '../auth/auth.api';
import { TOKEN_COOKIE_NAME } from '../constants';
import type { ApiClient } from '../http/client';
import { sessionStore, type SessionStore } from './session-store';

/**
 * The `token` cookie's value, read without a cookie library. The shell writes the cookie
 * (writeTokenCookie in shell/src/lib/session.ts: 1 day, SameSite=Strict); a remote running
 * alone on its own dev server reads it here, since cookies are shared by every port of one host.
 */
export function readTokenCookie(cookie: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE_NAME && value.length > 0) {
      const token = decodeURIComponent(value.join('='));
      return token === '' ? null : token;
    }
  }
  return null;
}

/**
 * On load with a stored token: GET /auth/me fills the user; any failure clears the session
 * (spec section 4). Answers whether a user is signed in. Pass a client without the 401 policy:
 * an expired token on arrival is cleared quietly, with no toast and no redirect.
 */
export async function restoreSession(
  client: ApiClient,
  token: string | null,
  store: SessionStore = sessionStore,
): Promise<boolean> {
  if (!token) return false;
  store.getState().setToken(token);
  try {
    const user = await getMe(client);
    store.getState().setSession(token, user);
    return true;
  } catch {
    store.getState().clear();
    return false;
  }
}
