export { DonorDashboardPage as default } from '../app/DonorDashboardPage';
