import {
  login,
  readTokenCookie,
  restoreSession,
  sessionStore,
  TOKEN_COOKIE_NAME,
  TOKEN_LIFETIME_DAYS,
  type ApiClient,
  type LoginInput,
  type SessionStore,
} from 'shared-contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `token` cookie: for TOKEN_LIFETIME_DAYS, the whole site, SameSite=Strict, Secure on https.
 * Written by hand (readTokenCookie reads it the same way): a cookie library weighed 0.5 KB gzip
 * on every first visit (docs/decisions/0001-first-visit-weight.md).
 */
export function writeTokenCookie(token: string) {
  const expires = new Date(Date.now() + TOKEN_LIFETIME_DAYS * DAY_MS).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}; expires=${expires}; path=/; SameSite=Strict${secure}`;
}

function removeTokenCookie() {
  document.cookie = `${TOKEN_COOKIE_NAME}=; expires=${new Date(0).toUTCString()}; path=/; SameSite=Strict`;
}

/**
 * The cookie follows the store's token, whoever changes it: a login here, a logout button in a
 * remote, the 401 policy. Returns the unsubscribe function.
 */
export function persistTokenInCookie(store: SessionStore = sessionStore): () => void {
  return store.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    if (state.token) {
      if (readTokenCookie() !== state.token) writeTokenCookie(state.token);
    } else {
      removeTokenCookie();
    }
  });
}

/**
 * On load with a stored token: GET /auth/me fills the user; any failure clears the token
 * (spec section 4). Use a client without the 401 policy: an expired cookie on arrival is not
 * a reason for a 'Session expirée' toast and a redirect.
 */
export async function restoreSessionFromCookie(
  client: ApiClient,
  store: SessionStore = sessionStore,
): Promise<void> {
  const token = readTokenCookie();
  const isSignedIn = await restoreSession(client, token, store);
  if (token && !isSignedIn) removeTokenCookie();
}

/** Login success stores the token and the user together. Rejects on any failure. */
export async function signIn(
  client: ApiClient,
  input: LoginInput,
  store: SessionStore = sessionStore,
): Promise<void> {
  const { token, user } = await login(client, input);
  store.getState().setSession(token, user);
}

/** Logout clears both. */
export function signOut(store: SessionStore = sessionStore) {
  store.getState().clear();
  removeTokenCookie();
}
