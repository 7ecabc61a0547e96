// First, before any module that builds a zod schema (shared-contracts).
import './app/zod-jitless';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { startApp } from './app/start-app';

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
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    ),
  );
}

void main();
