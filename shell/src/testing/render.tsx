import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApiClient } from 'shared-contracts';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import {
  RemoteLoaderContext,
  type RemoteModuleLoader,
} from '../features/remotes/components/RemoteRoute/remote-loader-context';

/** An ApiClient whose every method is a jest mock; tests set the answers they need. */
export function createFakeClient(overrides: Partial<ApiClient> = {}): jest.Mocked<ApiClient> {
  return {
    prefixUrl: '/api',
    get: jest.fn(),
    getList: jest.fn(),
    post: jest.fn(),
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
    upload: jest.fn(),
    ...overrides,
  } as jest.Mocked<ApiClient>;
}

/** Remote pages in tests: every module renders a marker naming it, unless a test says otherwise. */
export const fakeRemoteLoader: RemoteModuleLoader = async (id) => ({
  default: () => <div data-testid="remote-page">{id}</div>,
});

/** Shows the current path, so a test can assert where a redirect landed. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderWithShellOptions extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  client?: ApiClient;
  loader?: RemoteModuleLoader;
}

function Providers({
  route,
  client,
  loader,
  children,
}: Required<Pick<RenderWithShellOptions, 'route' | 'client' | 'loader'>> & {
  children: ReactNode;
}) {
  return (
    <AppProviders client={client} env="test">
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
  const { route = '/', client = createFakeClient(), loader = fakeRemoteLoader, ...rest } = options;
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers route={route} client={client} loader={loader}>
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
