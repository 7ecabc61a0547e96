// Standalone mount, for a remote team's own dev server: the remote's routes on their real paths,
// with the providers the shell would give them. Inside the platform the shell renders the
// exposed modules instead and this never runs. Each remote's src/bootstrap.tsx calls it.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { getApiClient, readTokenCookie, restoreSession } from 'shared-contracts';
import { PlatformProvider } from '../theme/PlatformProvider/PlatformProvider';

export interface StandaloneRoute {
  /** The route pattern, as in the routes table. */
  path: string;
  /** The exposed page rendered there. */
  Component: ComponentType;
}

export function mountStandalone(routes: StandaloneRoute[]): void {
  // Alone, with no shell: the session comes from the `token` cookie the shell set on this host
  // (any port), so the team sees its pages as a signed-in user.
  void restoreSession(getApiClient(), readTokenCookie());

  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <PlatformProvider>
      <BrowserRouter>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </BrowserRouter>
    </PlatformProvider>,
  );
}
