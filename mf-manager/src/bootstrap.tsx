// Standalone mount, for the team's own dev server: this remote's routes on their real paths.
// Inside the platform the shell renders the exposed modules instead and this file never runs.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { getApiClient, readTokenCookie, restoreSession } from 'shared-contracts';
import ManagerDashboardPage from './exposes/manager-dashboard-page';
import CampaignCreatePage from './exposes/campaign-create-page';
import CampaignEditPage from './exposes/campaign-edit-page';
import AssociationEditPage from './exposes/association-edit-page';

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
          <Route path="/dashboard" element={<ManagerDashboardPage />} />
          <Route path="/dashboard/campaigns/create" element={<CampaignCreatePage />} />
          <Route path="/dashboard/campaigns/:campaignId/edit" element={<CampaignEditPage />} />
          <Route path="/dashboard/associations/edit" element={<AssociationEditPage />} />
          <Route path="*" element={<ManagerDashboardPage />} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>,
  );
}
