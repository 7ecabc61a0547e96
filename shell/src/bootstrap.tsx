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
  const { client } = await startApp();
  createRoot(container).render(
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>,
  );
}

void main();
