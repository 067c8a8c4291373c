import { DashboardPlaceholder } from './dashboard-placeholder';

export function UserDashboardPage() {
  return <DashboardPlaceholder message="Your returns and history are not available yet. Spend your points on coupons." />;
}
