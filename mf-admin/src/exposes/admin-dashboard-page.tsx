export { AdminDashboardPage as default } from '../app/AdminDashboardPage';
