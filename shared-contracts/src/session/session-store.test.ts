import { createSessionStore, currentToken, hasRole, isSignedIn, sessionStore } from './index';

const user = { id: 'u1', email: 'jean@exemple.fr', full_name: 'Jean Dupont', role: 'donor' };

describe('session store', () => {
  afterEach(() => sessionStore.getState().clear());

  it('starts empty, stores token and user together, and clears both', () => {
    const store = createSessionStore();
    expect(store.getState().token).toBeNull();
    expect(isSignedIn(store.getState())).toBe(false);
    store.getState().setSession('jwt', user);
    expect(store.getState().token).toBe('jwt');
    expect(store.getState().user).toEqual(user);
    expect(isSignedIn(store.getState())).toBe(true);
    expect(hasRole(store.getState(), 'donor')).toBe(true);
    expect(hasRole(store.getState(), 'super_admin')).toBe(false);
    store.getState().clear();
    expect(store.getState()).toMatchObject({ token: null, user: null });
  });

  it('notifies subscribers', () => {
    const store = createSessionStore({ token: 'from-cookie' });
    const seen: (string | null)[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.token));
    store.getState().setUser({ ...user, full_name: 'Jeanne' });
    store.getState().setToken(null);
    unsubscribe();
    expect(seen).toEqual(['from-cookie', null]);
    expect(store.getState().user?.full_name).toBe('Jeanne');
  });

  it('is one singleton read by currentToken', async () => {
    sessionStore.getState().setSession('shared', user);
    const again = await import('./session-store');
    expect(again.sessionStore).toBe(sessionStore);
    expect(currentToken()).toBe('shared');
  });
});
