// Standalone mount for this remote's own dev server: its rows of the routes table.
import { mountStandalone } from 'shared-ui';
import AdminDashboardPage from './exposes/admin-dashboard-page';
import AssociationCreatePage from './exposes/association-create-page';
import AssociationEditPage from './exposes/association-edit-page';
import CampaignCreatePage from './exposes/campaign-create-page';
import CampaignEditPage from './exposes/campaign-edit-page';

mountStandalone('mf_admin', {
  AdminDashboardPage,
  AssociationCreatePage,
  AssociationEditPage,
  CampaignCreatePage,
  CampaignEditPage,
});
