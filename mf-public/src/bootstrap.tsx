// Standalone mount, for the team's own dev server: this remote's routes on their real paths.
// Inside the platform the shell renders the exposed modules instead and this file never runs.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { getApiClient, readTokenCookie, restoreSession } from 'shared-contracts';
import HomePage from './exposes/home-page';
import CampaignListPage from './exposes/campaign-list-page';
import AssociationListPage from './exposes/association-list-page';
import CampaignPage from './exposes/campaign-page';
import AssociationPage from './exposes/association-page';
import FaqPage from './exposes/faq-page';
import TermsPage from './exposes/terms-page';

// Alone, with no shell: the session comes from the `token` cookie the shell set on this host
// (any port), so the team sees its pages as a signed-in user.
void restoreSession(getApiClient(), readTokenCookie());

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <MantineProvider>
      <Notifications position="top-right" />
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/campaigns" element={<CampaignListPage />} />
          <Route path="/associations" element={<AssociationListPage />} />
          <Route path="/campaign/:campaignId" element={<CampaignPage />} />
          <Route path="/association/:associationId" element={<AssociationPage />} />
          <Route path="/associations/:associationId" element={<AssociationPage />} />
          <Route path="/faq" element={<FaqPage />} />
          <Route path="/terms" element={<TermsPage />} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>,
  );
}
