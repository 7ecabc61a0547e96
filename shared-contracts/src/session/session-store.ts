import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The signed-in user as the session keeps it. Structural on purpose: the User schema of
 * `user/user.schema.ts` satisfies it, and the store does not depend on that file's evolution.
 */
export interface SessionUser {
  id: string;
  email: string;
  full_name?: string | null;
  role: string;
  [key: string]: unknown;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Login success: both at once, so no screen ever sees a token without its user. */
  setSession: (token: string, user: SessionUser) => void;
  setUser: (user: SessionUser | null) => void;
  setToken: (token: string | null) => void;
  /** Logout, 401 or a failed /auth/me on load. */
  clear: () => void;
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(
  initial: { token?: string | null; user?: SessionUser | null } = {},
): SessionStore {
  return createStore<SessionState>()((set) => ({
    token: initial.token ?? null,
    user: initial.user ?? null,
    setSession: (token, user) => set({ token, user }),
    setUser: (user) => set({ user }),
    setToken: (token) => set({ token }),
    clear: () => set({ token: null, user: null }),
  }));
}

/**
 * The one session of the page. The shell and every remote get this same instance because
 * shared-contracts is a federation singleton; the shell fills it from its `token` cookie.
 */
export const sessionStore: SessionStore = createSessionStore();

export function isSignedIn(state: Pick<SessionState, 'token'>): boolean {
  return Boolean(state.token);
}

export function hasRole(state: Pick<SessionState, 'user'>, role: string): boolean {
  return state.user?.role === role;
}

/** The token for the API client's `getToken`. */
export function currentToken(): string | null {
  return sessionStore.getState().token;
}
