export { UserDashboard as UserDashboardPage } from '../../features/user-dashboard/components/user-dashboard';
