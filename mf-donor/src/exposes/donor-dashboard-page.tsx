export { DonorDashboardPage as default } from '../features/dashboard/components/DonorDashboardPage/DonorDashboardPage';
