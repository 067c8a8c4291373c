import { DashboardPlaceholder } from './dashboard-placeholder';

export function SuperAdminDashboardPage() {
  return <DashboardPlaceholder message="The portal overview is not available yet." />;
}
