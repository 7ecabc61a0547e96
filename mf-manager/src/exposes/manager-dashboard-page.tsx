export { ManagerDashboardPage as default } from '../app/ManagerDashboardPage';
