// First, before any module that builds a zod schema (shared-contracts).
import './app/zod-jitless';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { startApp } from './app/start-app';
import { firstRenderCommitted } from 'shared-ui';

/** Reports the first commit (its layout effect runs after those of the routes inside it). */
function FirstCommit({ children }: { children: ReactNode }) {
  useLayoutEffect(() => firstRenderCommitted(), []);
  return children;
}

async function main() {
  const container = document.getElementById('root');
  if (!container) return;
  try {
    await startApp();
  } catch (error) {
    // Start-up steps fail soft on their own; should one still throw, render rather than stay blank.
    console.error('Shell start-up failed', error);
  }
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of
  // one long task that blocks input (Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <FirstCommit>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </FirstCommit>,
    ),
  );
}

void main();
