export { ManagerDashboardPage as default } from '../features/dashboard/components/ManagerDashboardPage';
