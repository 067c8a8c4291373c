export { DistributorDashboard as DistributorDashboardPage } from '../../features/returns/components/distributor-dashboard';
