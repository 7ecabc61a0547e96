import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureSharedApi, type ApiClient } from 'shared-contracts';
import { createFakeApiClient, LocationProbe } from 'shared-ui/testing';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import {
  RemoteLoaderContext,
  type RemoteModuleLoader,
} from '../features/remotes/components/RemoteRoute/remote-loader-context';

export { createFakeApiClient, LocationProbe };

/** Remote pages in tests: every module renders a marker naming it, unless a test says otherwise. */
const fakeRemoteLoader: RemoteModuleLoader = async (id) => ({
  default: () => <div data-testid="remote-page">{id}</div>,
});

export interface RenderWithShellOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  /** The page's API client (getApiClient()); a fresh fake client unless given. */
  client?: ApiClient;
  loader?: RemoteModuleLoader;
}

function Providers({
  route,
  loader,
  children,
}: Required<Pick<RenderWithShellOptions, 'route' | 'loader'>> & { children: ReactNode }) {
  return (
    <AppProviders env="test">
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </AppProviders>
  );
}

/** Renders one element inside the shell's providers and a memory router. */
export function renderWithShell(ui: ReactElement, options: RenderWithShellOptions = {}) {
  const {
    route = '/',
    client = createFakeApiClient(),
    loader = fakeRemoteLoader,
    ...rest
  } = options;
  configureSharedApi({ client });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers route={route} loader={loader}>
        {children}
      </Providers>
    ),
    ...rest,
  });
  return { ...result, client };
}

/** Renders the whole route table at a URL, with fake remotes and a fake API client. */
export function renderApp(options: RenderWithShellOptions = {}) {
  return renderWithShell(<AppRoutes />, options);
}

/** Renders one page mounted on its route pattern (for its params). */
export function renderRoute(ui: ReactElement, path: string, options: RenderWithShellOptions = {}) {
  return renderWithShell(
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>,
    options,
  );
}
