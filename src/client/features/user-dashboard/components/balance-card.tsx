// The balance as the session holds it: it is there offline, and then it says how old it is
// (session.refreshedAt) rather than pretend to be current.
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { onlineAtom } from '../../../lib/online-status';
import { sessionAtom } from '../../../lib/session';

export function BalanceCard() {
  const session = useAtomValue(sessionAtom);
  const online = useAtomValue(onlineAtom);
  if (!session) return null;
  return (
    <section aria-labelledby="balance-heading" className="card bg-primary text-primary-content shadow-sm">
      <div className="card-body gap-1">
        <h2 id="balance-heading" className="text-sm font-medium uppercase tracking-wide opacity-90">
          Your points
        </h2>
        <p className="text-4xl font-bold" data-testid="balance">
          {session.user.available_reward_points.toLocaleString()}
        </p>
        {!online && (
          <p className="text-sm" data-testid="balance-as-of">
            Offline: as of {new Date(session.refreshedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
          </p>
        )}
        <div className="card-actions mt-2">
          <Link href="/coupon" className="btn btn-sm">
            Spend on coupons
          </Link>
        </div>
      </div>
    </section>
  );
}
