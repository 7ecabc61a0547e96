import { useStore } from 'zustand';
import { sessionStore, type SessionUser } from 'shared-contracts';

/** The signed-in user of the page's one session (null for a visitor). */
export function useSessionUser(): SessionUser | null {
  return useStore(sessionStore, (state) => (state.token ? state.user : null));
}
