// The profile dropdown in main-screen mode (spec section 2): on the public catalogue, for a
// signed-in visitor. It shows who they are and their points, and its entries are Dashboard
// (goes to /login, which sends a signed-in person on to their role dashboard) and Logout.
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useRef } from 'react';
import { Link } from 'wouter';
import type { SessionUser } from '@/shared/contract/auth';
import { formatNumber } from '@/client/lib/format/format';
import { avatarUrl } from '@/client/lib/images';
import { logoutConfirmAtom } from '@/client/lib/session/logout';
import { LOGIN_PATH } from '@/client/lib/navigation';
import { useMenuTypeahead } from '@/client/lib/hooks/use-typeahead';
import { StarIcon } from './coupon-card';

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const name = user.name;
  const points = formatNumber(user.available_reward_points ?? 0);
  const details = useRef<HTMLDetailsElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const close = () => details.current?.removeAttribute('open');
  const askToLogout = useSetAtom(logoutConfirmAtom);
  const onTypeahead = useMenuTypeahead(() => (details.current?.open ? list.current : null));
  return (
    <details ref={details} className="dropdown dropdown-end" onKeyDown={onTypeahead} data-testid="main-screen-menu">
      <summary className="btn btn-ghost btn-sm gap-2 px-2" aria-label={t`Account menu of ${name}`}>
        <img src={avatarUrl(user.profile_image)} alt="" width={28} height={28} className="h-7 w-7 rounded-full object-cover" />
        <span className="flex items-center gap-1" data-testid="catalogue-points">
          <StarIcon />
          {points}
        </span>
      </summary>
      <ul ref={list} className="menu dropdown-content z-20 mt-2 w-56 rounded-box bg-base-100 p-2 shadow" onClick={close}>
        <li className="menu-title">
          <span>{user.name}</span>
          <span>{t`Points: ${points}`}</span>
        </li>
        <li>
          <Link href={LOGIN_PATH}>{t`Dashboard`}</Link>
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
