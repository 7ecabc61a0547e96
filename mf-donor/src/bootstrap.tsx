// Standalone mount for this remote's own dev server (shared-ui's mountStandalone).
import { mountStandalone } from 'shared-ui';
import DonorDashboardPage from './exposes/donor-dashboard-page';

mountStandalone([
  { path: '/donor-dashboard', Component: DonorDashboardPage },
  { path: '*', Component: DonorDashboardPage },
]);
