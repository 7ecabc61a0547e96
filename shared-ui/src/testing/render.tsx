import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureSharedApi, type ApiClient } from 'shared-contracts';
import { remoteRetryDefaults } from '../federation/load-remote-module';
import { PlatformProvider } from '../theme/PlatformProvider/PlatformProvider';

// A federated load that fails is retried at once in tests: the back-off only slows them.
remoteRetryDefaults.retryDelayMs = 0;

/** Shows the current URL, so a test can assert where a link or a redirect led. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the page is mounted on, for its params. */
  path?: string;
  /**
   * The page's API client (what getApiClient() answers) and the shell's error handler; the
   * shared setup is left as the test made it unless a client is given.
   */
  client?: ApiClient;
  /** Failures the page hands to the shell's error handler (useApiCall, reportApiError). */
  reportError?: (error: unknown) => void;
}

/**
 * Renders a page as the shell would: the platform theme (test env), the shared API client and
 * error handler when given, and a memory router with the page mounted on its route pattern.
 */
export function renderPage(
  ui: ReactElement,
  { route = '/', path = '*', client, reportError, ...options }: RenderPageOptions = {},
) {
  if (client) configureSharedApi({ client, reportError });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PlatformProvider env="test">
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </PlatformProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
