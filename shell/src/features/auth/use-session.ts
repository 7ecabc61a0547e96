import { useStore } from 'zustand';
import { sessionStore, type SessionUser } from 'shared-contracts';

/** The signed-in user, or null: what the guards and the header read. */
export function useSessionUser(): SessionUser | null {
  return useStore(sessionStore, (state) => (state.token ? state.user : null));
}
