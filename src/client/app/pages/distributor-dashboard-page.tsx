import { DashboardPlaceholder } from './dashboard-placeholder';

export function DistributorDashboardPage() {
  return <DashboardPlaceholder message="The overview of your returns is not available yet." />;
}
