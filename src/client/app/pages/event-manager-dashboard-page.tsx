export { EventManagerDashboard as EventManagerDashboardPage } from '../../features/events/components/event-manager-dashboard';
