// The one page-render helper the remotes' tests share: MantineProvider (test env) and a memory
// router mounted on the page's route pattern, so pages read their params as in the platform.
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the page is mounted on, for its params. */
  path?: string;
}

/** Renders a page inside MantineProvider (test env) and a memory router. */
export function renderPage(
  ui: ReactElement,
  { route = '/', path = '*', ...options }: RenderPageOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
