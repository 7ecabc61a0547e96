// First, before any module that builds a zod schema (shared-contracts).
import './app/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
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
  createRoot(container).render(
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>,
  );
}

void main();
