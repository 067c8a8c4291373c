// The bottom bar's entries for a signed-in user: their dashboard, then the recycler's Points and
// Settings or the staff's counter work, then Logout. Its own chunk: a first visit is signed out
// and shows only Coupons and Login, so it does not download every role's entries.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { SessionUser } from '@/shared/contract/auth';
import { roleDashboardPath } from '@/shared/roles';
import { Icon } from '@/client/components/icon';
import { formatNumber } from '@/client/lib/format/format';
import { avatarUrl } from '@/client/lib/images';
import { logoutConfirmAtom } from '@/client/lib/session/logout';
import { staffBarEntries } from '../bar-entries';
import { BarEntry } from './bar-entry';
import { PATHS, pathTo } from '@/shared/screen-paths';

export function SignedInBar({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const [pathname] = useLocation();
  const askToLogout = useSetAtom(logoutConfirmAtom);
  const staffEntries = staffBarEntries(user.role);
  const points = formatNumber(user.available_reward_points ?? 0);
  return (
    <>
      <BarEntry href={roleDashboardPath(user.role)} icon="home" label={t`Dashboard`} active={pathname === roleDashboardPath(user.role)} />
      {staffEntries ? (
        // Staff: their role's counter work in the middle slots (bar-entries.ts, staffBarEntries).
        staffEntries.map((entry) => <BarEntry key={entry.href} href={entry.href} icon={entry.icon} label={entry.label} active={pathname === entry.href} />)
      ) : (
        <>
          <BarEntry href={PATHS.coupons} icon="star" label={t`Points`} active={pathname === PATHS.coupons}>
            {/* One isolate: an RTL page would otherwise show "50 Points". */}
            <bdi>
              <Trans>
                Points <span data-testid="bottom-bar-points" className="font-semibold">{points}</span>
              </Trans>
            </bdi>
          </BarEntry>
          {/* The user's own picture marks their settings, and shows a new one at once. */}
          <BarEntry
            href={pathTo(PATHS.profileSettings, { userId: user.user_id })}
            icon={<img src={avatarUrl(user.profile_image)} alt="" width="24" height="24" className="size-6 rounded-full object-cover" data-testid="bottom-bar-avatar" />}
            label={t`Settings`}
            active={pathname.includes(pathTo(PATHS.profileSettings, { userId: '' }))}
          />
        </>
      )}
      <button type="button" onClick={() => askToLogout(true)} className="min-h-12 min-w-12" aria-haspopup="dialog">
        <Icon name="logout" className="size-6" />
        <span className="dock-label">{t`Logout`}</span>
      </button>
    </>
  );
}
