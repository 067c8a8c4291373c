import { DashboardPlaceholder } from './dashboard-placeholder';

export function EventManagerDashboardPage() {
  return <DashboardPlaceholder message="The overview of your events is not available yet." />;
}
