// Standalone mount for this remote's own dev server: its rows of the routes table.
import { mountStandalone } from 'shared-ui';
import AssociationEditPage from './exposes/association-edit-page';
import CampaignCreatePage from './exposes/campaign-create-page';
import CampaignEditPage from './exposes/campaign-edit-page';
import ManagerDashboardPage from './exposes/manager-dashboard-page';

mountStandalone('mf_manager', {
  ManagerDashboardPage,
  CampaignCreatePage,
  CampaignEditPage,
  AssociationEditPage,
});
