// Standalone mount for this remote's own dev server (shared-ui's mountStandalone).
import { mountStandalone } from 'shared-ui';
import ManagerDashboardPage from './exposes/manager-dashboard-page';
import CampaignCreatePage from './exposes/campaign-create-page';
import CampaignEditPage from './exposes/campaign-edit-page';
import AssociationEditPage from './exposes/association-edit-page';

mountStandalone([
  { path: '/dashboard', Component: ManagerDashboardPage },
  { path: '/dashboard/campaigns/create', Component: CampaignCreatePage },
  { path: '/dashboard/campaigns/:campaignId/edit', Component: CampaignEditPage },
  { path: '/dashboard/associations/edit', Component: AssociationEditPage },
  { path: '*', Component: ManagerDashboardPage },
]);
