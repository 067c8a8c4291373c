import { DashboardPlaceholder } from './dashboard-placeholder';

export function AdminDashboardPage() {
  return <DashboardPlaceholder message="The admin overview is not available yet. Use the menu to reach users, events and coupons." />;
}
