export { SuperAdminDashboard as SuperAdminDashboardPage } from '../../features/settings/components/super-admin-dashboard';
