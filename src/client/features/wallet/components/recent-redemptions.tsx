// The last coupons the user redeemed, with what they cost; each opens the coupon in My coupons.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatCouponValue, type Redemption } from '@/shared/contract/coupons';
import { walletEntryHash } from '@/shared/wallet-links';
import { formatDate, formatNumber } from '@/client/lib/format/format';
import { PATHS } from '@/shared/screen-paths';

export const RECENT_REDEMPTIONS = 5;

export function RecentRedemptions({ redemptions }: { redemptions: Redemption[] }) {
  const { t } = useLingui();
  const recent = [...redemptions].sort((a, b) => Date.parse(b.redeemedAt) - Date.parse(a.redeemedAt)).slice(0, RECENT_REDEMPTIONS);
  if (recent.length === 0) return <p className="text-base-content/70">{t`No coupons redeemed yet. Your points are waiting in the catalogue.`}</p>;
  return (
    <ul className="divide-y divide-base-300" data-testid="recent-redemptions">
      {recent.map((r) => {
        const spent = formatNumber(r.pointsSpent);
        return (
          <li key={r.redemptionId}>
            <Link href={`${PATHS.wallet}${walletEntryHash(r.redemptionId)}`} className="flex min-h-11 flex-wrap items-center justify-between gap-2 py-2 hover:bg-base-200">
              <div>
                <div className="font-medium">
                  <bdi>{formatCouponValue(r.couponType, r.couponValue)}</bdi>
                  {r.companyName && (
                    <>
                      {' · '}
                      <bdi>{r.companyName}</bdi>
                    </>
                  )}
                </div>
                <div className="text-sm text-base-content/70">{formatDate(r.redeemedAt)}</div>
              </div>
              <span className="text-sm font-semibold text-error">{t`−${spent} pts`}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
