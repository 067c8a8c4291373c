import { DashboardPlaceholder } from './dashboard-placeholder';

export function BusinessDashboardPage() {
  return <DashboardPlaceholder message="The overview of your stores is not available yet." />;
}
