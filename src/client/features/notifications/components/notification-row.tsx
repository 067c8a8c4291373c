import { useLingui } from '@lingui/react/macro';
import type { NotificationItem } from '@/shared/contract/notifications';
import { formatDateTime } from '@/client/lib/format/format';

/** One notification: a button that opens its screen; an unread one is marked by a dot, bold text and its name. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const { t } = useLingui();
  const unread = item.readAt === null;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item)}
        data-testid="notification"
        data-unread={unread}
        className={`flex min-h-11 w-full cursor-pointer items-start gap-3 rounded-box p-3 text-start hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary ${unread ? 'bg-primary/5' : ''}`}
      >
        <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-primary' : 'bg-transparent'}`} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          {unread && <span className="sr-only">{t`Unread:`}</span>}
          {/* Written in the language the person had when it was sent. */}
          <span lang={item.language} dir="auto" className={unread ? 'font-semibold' : 'font-medium'}>{item.title}</span>
          <span lang={item.language} dir="auto" className="text-sm text-base-content/80">
            {item.body}
          </span>
          <time dateTime={item.createdAt} className="text-xs text-base-content/70">
            {formatDateTime(item.createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}
