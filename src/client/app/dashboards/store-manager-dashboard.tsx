// /store-manager/dashboard: the spec maps the role to a prefix but shows it no screens. It
// greets the user, shows the balance the session already holds, and says plainly that there
// is nothing else here.
import { useAtomValue } from 'jotai';
import { EmptyState, PageHeading } from '@/client/components/empty-state';
import { PointsAsOf } from '@/client/components/points-as-of';
import { currentUserAtom } from '@/client/lib/session';

export function StoreManagerDashboard() {
  const user = useAtomValue(currentUserAtom);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Dashboard" />
      <div className="card mb-4 bg-base-100 shadow-sm">
        <div className="card-body">
          <p className="text-lg">Welcome, {user?.name}</p>
          <p>
            <span className="text-base-content/70">Points: </span>
            <strong data-testid="dashboard-points">{user?.available_reward_points ?? 0}</strong>
          </p>
          <PointsAsOf />
        </div>
      </div>
      <EmptyState message="There are no store manager screens in the portal yet." />
    </section>
  );
}
