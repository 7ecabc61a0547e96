// Standalone mount for this remote's own dev server (see federation/mount-standalone.tsx).
import { mountStandalone } from '../../federation/mount-standalone';
import DonorDashboardPage from './exposes/donor-dashboard-page';

mountStandalone([
  { path: '/donor-dashboard', Component: DonorDashboardPage },
  { path: '*', Component: DonorDashboardPage },
]);
