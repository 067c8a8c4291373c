// The balance as the session holds it: it is there offline, and then it says how old it is
// (session.refreshedAt) rather than pretend to be current.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { PointsAsOf } from '@/client/components/points-as-of';
import { formatNumber } from '@/client/lib/format/format';
import { sessionAtom } from '@/client/lib/session/session';
import { PATHS } from '@/shared/screen-paths';

export function BalanceCard() {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return (
    <section aria-labelledby="balance-heading" className="card bg-primary text-primary-content shadow-sm dark:bg-primary/20 dark:text-base-content">
      <div className="card-body gap-1">
        <h2 id="balance-heading" className="text-sm font-medium uppercase tracking-wide opacity-90">
          {t`Your points`}
        </h2>
        <p className="text-4xl font-bold" data-testid="balance">
          {formatNumber(session.user.available_reward_points)}
        </p>
        {/* Offline, or before the server confirmed it this visit (server unreachable): its age, and a Refresh. */}
        <PointsAsOf testId="balance-as-of" />
        <div className="card-actions mt-2">
          <Link href={PATHS.coupon} className="btn btn-sm">
            {t`Spend on coupons`}
          </Link>
        </div>
      </div>
    </section>
  );
}
