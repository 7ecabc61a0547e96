// Standalone mount for this remote's own dev server (shared-ui's mountStandalone).
import { mountStandalone } from 'shared-ui';
import AdminDashboardPage from './exposes/admin-dashboard-page';
import AssociationCreatePage from './exposes/association-create-page';
import AssociationEditPage from './exposes/association-edit-page';
import CampaignCreatePage from './exposes/campaign-create-page';
import CampaignEditPage from './exposes/campaign-edit-page';

mountStandalone([
  { path: '/admin', Component: AdminDashboardPage },
  { path: '/admin/associations/create', Component: AssociationCreatePage },
  { path: '/admin/associations/:associationId/edit', Component: AssociationEditPage },
  { path: '/admin/campaigns/create', Component: CampaignCreatePage },
  { path: '/admin/campaigns/:campaignId/edit', Component: CampaignEditPage },
  { path: '*', Component: AdminDashboardPage },
]);
