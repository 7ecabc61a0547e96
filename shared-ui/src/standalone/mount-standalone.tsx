// Standalone mount, for a remote team's own dev server: the remote's routes on their real paths,
// with the providers the shell would give them. Inside the platform the shell renders the
// exposed modules instead and this never runs. Each remote's src/bootstrap.tsx calls it.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import {
  getApiClient,
  readTokenCookie,
  restoreSession,
  routesOf,
  type ModuleOf,
  type RemoteName,
} from 'shared-contracts';
import { PlatformProvider } from '../theme/PlatformProvider/PlatformProvider';

/** The exposed pages of a remote, by module name: `{ HomePage, CampaignPage, ... }`. */
export type StandalonePages<R extends RemoteName> = Record<ModuleOf<R>, ComponentType>;

/**
 * A remote's own routes from the routes table, each on its page; any other path shows the
 * remote's first page.
 */
function standaloneRoutes<R extends RemoteName>(
  remote: R,
  pages: StandalonePages<R>,
): { path: string; Component: ComponentType }[] {
  const rows = routesOf(remote).map((row) => ({ path: row.pattern, Component: pages[row.module] }));
  return [...rows, { path: '*', Component: rows[0].Component }];
}

export function mountStandalone<R extends RemoteName>(remote: R, pages: StandalonePages<R>): void {
  // Alone, with no shell: the session comes from the `token` cookie the shell set on this host
  // (any port), so the team sees its pages as a signed-in user.
  void restoreSession(getApiClient(), readTokenCookie());

  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <PlatformProvider>
      <BrowserRouter>
        <Routes>
          {standaloneRoutes(remote, pages).map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </BrowserRouter>
    </PlatformProvider>,
  );
}
