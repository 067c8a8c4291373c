import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { SessionUser } from '@/shared/contract/auth';
import { roleDashboardPath } from '@/shared/roles';
import { formatNumber } from '@/client/lib/format';
import { avatarUrl } from '@/client/lib/images';
import { logoutConfirmAtom } from '@/client/lib/logout';
import { ACCOUNT_PATH } from '@/client/lib/navigation';
import { StarIcon } from './coupon-card';

/** The signed-in user's menu on the catalogue: who they are, their points, and where to go next. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const name = user.name;
  const points = formatNumber(user.available_reward_points);
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute('open');
  const askToLogout = useSetAtom(logoutConfirmAtom);
  return (
    <details ref={details} className="dropdown dropdown-end">
      <summary className="btn btn-ghost btn-sm gap-2 px-2" aria-label={t`Account menu of ${name}`}>
        <img src={avatarUrl(user.profile_image)} alt="" width={28} height={28} className="h-7 w-7 rounded-full object-cover" />
        <span className="flex items-center gap-1" data-testid="catalogue-points">
          <StarIcon />
          {points}
        </span>
      </summary>
      <ul className="menu dropdown-content z-20 mt-2 w-56 rounded-box bg-base-100 p-2 shadow" onClick={close}>
        <li className="menu-title">
          <span>{user.name}</span>
          <span>{t`Points: ${points}`}</span>
        </li>
        <li>
          <Link href="/wallet">{t`My coupons`}</Link>
        </li>
        {user.role === 'NORMAL_USER' && (
          <li>
            <Link href="/return-points">{t`Where to return boxes`}</Link>
          </li>
        )}
        <li>
          <Link href={roleDashboardPath(user.role)}>{t`Dashboard`}</Link>
        </li>
        <li>
          <Link href={`/profile-setting/${user.user_id}`}>{t`Settings`}</Link>
        </li>
        <li>
          <Link href={ACCOUNT_PATH}>{t`Account`}</Link>
        </li>
        <li>
          <button type="button" aria-haspopup="dialog" onClick={() => askToLogout(true)}>
            {t`Logout`}
          </button>
        </li>
      </ul>
    </details>
  );
}
