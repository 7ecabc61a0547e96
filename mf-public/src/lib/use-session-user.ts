import { useStore } from 'zustand';
import { sessionStore, type SessionUser } from 'shared-contracts';

/** The signed-in user from the one session store the shell fills (null for a visitor). */
export function useSessionUser(): SessionUser | null {
  return useStore(sessionStore, (state) => state.user);
}

/** The name a page greets the user with. */
export function displayName(user: SessionUser): string {
  return user.full_name || user.email;
}
