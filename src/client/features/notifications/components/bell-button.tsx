// The bell in the header of every signed-in screen: opens the inbox, and shows how many
// notifications are unread (its name says the count too, for a screen reader).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PATHS } from '@/shared/screen-paths';
import { Icon } from '@/client/components/icon';
import { formatNumber } from '@/client/lib/format/format';
import { useUnreadCount } from '../hooks/use-unread-count';

const MOST_SHOWN = 99;

export function BellButton() {
  const { t } = useLingui();
  const unread = useUnreadCount() ?? 0;
  const label = unread > 0 ? t`Notifications, ${plural(unread, { one: '# unread', other: '# unread' })}` : t`Notifications`;
  const shown = unread > MOST_SHOWN ? `${formatNumber(MOST_SHOWN)}+` : formatNumber(unread);
  return (
    <Link href={PATHS.notifications} className="btn btn-ghost btn-square relative min-h-11 min-w-11" aria-label={label} title={label} data-testid="notifications-bell">
      <Icon name="bell" />
      {unread > 0 && (
        <span aria-hidden="true" data-testid="notifications-bell-count" className="badge badge-error badge-xs absolute -top-0.5 -end-0.5 h-5 min-w-5 px-1 text-[0.7rem] font-semibold">
          {shown}
        </span>
      )}
    </Link>
  );
}
