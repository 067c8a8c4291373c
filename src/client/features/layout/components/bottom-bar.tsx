// The primary navigation on phones (below md): thumb-sized entries in the bottom bar, above
// the home indicator (safe-area inset, via daisyUI's dock). The current entry carries
// aria-current, which both screen readers and the dock's marker use. Recyclers get the spec's
// four entries; staff get their role's counter work in the middle two. Logout asks first: the
// bar (in both layouts) hosts the one "Log out?" dialog that every Logout entry opens.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { roleDashboardPath } from '@/shared/roles';
import { Icon, type IconName } from '@/client/components/icon';
import { formatNumber } from '@/client/lib/format';
import { avatarUrl } from '@/client/lib/images';
import { logoutConfirmAtom } from '@/client/lib/logout';
import { LOGIN_PATH } from '@/client/lib/navigation';
import { currentUserAtom } from '@/client/lib/session';
import { staffBarEntries } from '../menus';

// Loaded with the first Logout press, not with the first visit.
const LogoutDialog = lazy(async () => ({ default: (await import('@/client/components/logout-dialog')).LogoutDialog }));

/** The dialog sits under <body>: the bar itself is hidden from md up, where the menus open it too. */
function LogoutDialogHost() {
  const open = useAtomValue(logoutConfirmAtom);
  if (!open) return null;
  return createPortal(
    <Suspense fallback={null}>
      <LogoutDialog />
    </Suspense>,
    document.body,
  );
}

const CATALOGUE_PATHS = new Set(['/', '/coupon', '/coupons']);

interface EntryProps {
  href: string;
  icon: IconName | ReactNode;
  label: string;
  active: boolean;
  children?: ReactNode;
}

function Entry({ href, icon, label, active, children }: EntryProps) {
  return (
    <Link href={href} aria-current={active ? 'page' : undefined} className="min-h-12 min-w-12">
      {typeof icon === 'string' ? <Icon name={icon as IconName} className="size-6" /> : icon}
      <span className="dock-label">{children ?? label}</span>
    </Link>
  );
}

export function BottomBar() {
  const user = useAtomValue(currentUserAtom);
  const [pathname] = useLocation();
  const staffEntries = user ? staffBarEntries(user.role) : null;
  const askToLogout = useSetAtom(logoutConfirmAtom);
  const { t } = useLingui();
  const points = formatNumber(user?.available_reward_points ?? 0);

  return (
    <>
      <nav aria-label={t`Primary`} className="dock dock-md z-40 border-t border-base-300 md:hidden" data-testid="bottom-bar">
        {user ? (
          <>
            <Entry href={roleDashboardPath(user.role)} icon="home" label={t`Dashboard`} active={pathname === roleDashboardPath(user.role)} />
            {staffEntries ? (
              // Staff: their role's counter work in the middle slots (menus.ts, staffBarEntries).
              staffEntries.map((entry) => <Entry key={entry.href} href={entry.href} icon={entry.icon} label={entry.label} active={pathname === entry.href} />)
            ) : (
              <>
              <Entry href="/coupons" icon="star" label={t`Points`} active={pathname === '/coupons'}>
                {/* One isolate: an RTL page would otherwise show "50 Points". */}
                <bdi>
                  <Trans>
                    Points <span data-testid="bottom-bar-points" className="font-semibold">{points}</span>
                  </Trans>
                </bdi>
              </Entry>
              {/* The user's own picture marks their settings, and shows a new one at once. */}
              <Entry
                href={`/profile-setting/${user.user_id}`}
                icon={<img src={avatarUrl(user.profile_image)} alt="" width="24" height="24" className="size-6 rounded-full object-cover" data-testid="bottom-bar-avatar" />}
                label={t`Settings`}
                active={pathname.includes('/profile-setting/')}
              />
              </>
            )}
            <button type="button" onClick={() => askToLogout(true)} className="min-h-12 min-w-12" aria-haspopup="dialog">
              <Icon name="logout" className="size-6" />
              <span className="dock-label">{t`Logout`}</span>
            </button>
          </>
        ) : (
          <>
            <Entry href="/" icon="gift" label={t`Coupons`} active={CATALOGUE_PATHS.has(pathname)} />
            <Entry href={LOGIN_PATH} icon="login" label={t`Login`} active={pathname === LOGIN_PATH || pathname === '/register'} />
          </>
        )}
      </nav>
      <LogoutDialogHost />
    </>
  );
}
