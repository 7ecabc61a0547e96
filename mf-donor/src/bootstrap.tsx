// Standalone mount for this remote's own dev server: its rows of the routes table.
import { mountStandalone } from 'shared-ui';
import DonorDashboardPage from './exposes/donor-dashboard-page';

mountStandalone('mf_donor', { DonorDashboardPage });
