export { BusinessDashboard as BusinessDashboardPage } from '../../features/returns/components/business-dashboard';
