import { useStore } from 'zustand';
import { sessionStore, type SessionUser } from 'shared-contracts';

/**
 * The signed-in user from the page's one session store, or null. A user without a token (a
 * session being cleared by the 401 policy) reads as signed out.
 */
export function useSessionUser(): SessionUser | null {
  return useStore(sessionStore, (state) => (state.token ? state.user : null));
}

/** The name a page greets the user with. */
export function displayName(user: SessionUser): string {
  return user.full_name || user.email;
}
