// The profile dropdown (spec section 2): avatar, name, 'Points' with the balance (0 if
// missing), then Settings and Logout (its main-screen mode is the catalogue's user menu,
// features/catalogue/components/user-menu.tsx). With the rightMenuCard preference its button
// on wide screens is a card with the avatar, the name and the points.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { Link } from 'wouter';
import { formatNumber } from '../lib/format/format';
import { avatarUrl } from '../lib/images';
import { logoutConfirmAtom } from '../lib/session/logout';
import { currentUserAtom } from '../lib/session/session';
import { useDropdown } from '../lib/hooks/use-dropdown';
import { Icon } from './icon';
import { PATHS, pathTo } from '@/shared/screen-paths';

export function ProfileMenu({ card = false }: { card?: boolean }) {
  const user = useAtomValue(currentUserAtom);
  const { open, close, toggle, onKeyDown, root, button, panel } = useDropdown();
  const panelId = useId();
  const askToLogout = useSetAtom(logoutConfirmAtom);
  const { t } = useLingui();

  if (!user) return null;
  const points = formatNumber(user.available_reward_points ?? 0);

  return (
    <div ref={root} className="relative" data-testid="profile-menu" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`btn btn-ghost min-h-11 gap-2 px-2 ${card ? 'xl:h-auto xl:rounded-box xl:border-base-300 xl:bg-base-200 xl:py-1 xl:text-start' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <img src={avatarUrl(user.profile_image)} alt="" width="32" height="32" className="size-8 rounded-full object-cover" data-testid="header-avatar" />
        {card ? (
          <span className="flex min-w-0 flex-col" data-testid="header-menu-card">
            <span className="max-w-32 truncate" data-testid="header-name">
              {user.name}
            </span>
            <span className="hidden text-xs font-normal text-base-content/70 xl:block">
              <Trans>
                Points <strong className="text-base-content">{points}</strong>
              </Trans>
            </span>
          </span>
        ) : (
          <span className="max-w-32 truncate" data-testid="header-name">
            {user.name}
          </span>
        )}
        <Icon name="chevronDown" className="size-4" />
      </button>
      {open && (
        <div ref={panel} id={panelId} className="absolute end-0 top-full z-40 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-3 shadow-lg">
          <div className="flex items-center gap-3 border-b border-base-300 pb-3">
            <img src={avatarUrl(user.profile_image)} alt="" width="40" height="40" className="size-10 rounded-full object-cover" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="text-sm text-base-content/70">
                <Trans>
                  Points <strong className="text-base-content">{points}</strong>
                </Trans>
              </p>
            </div>
          </div>
          <ul className="menu w-full p-0 pt-2">
            <li>
              <Link href={pathTo(PATHS.profileSettings, { userId: user.user_id })} onClick={close}>
                <Icon name="settings" /> {t`Settings`}
              </Link>
            </li>
            {user.role === 'NORMAL_USER' && (
              <li>
                <Link href={PATHS.returnPoints} onClick={close}>
                  <Icon name="store" /> {t`Where to return boxes`}
                </Link>
              </li>
            )}
            <li>
              {/* The "Log out?" dialog (bottom bar's host) asks first. */}
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => {
                  close();
                  askToLogout(true);
                }}
              >
                <Icon name="logout" /> {t`Logout`}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
