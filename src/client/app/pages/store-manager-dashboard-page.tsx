import { DashboardPlaceholder } from './dashboard-placeholder';

export function StoreManagerDashboardPage() {
  return <DashboardPlaceholder message="There are no store manager screens in the portal yet." />;
}
