// The inbox (PATHS.notifications): one's notifications, newest first, each opening its screen;
// offline the copy last seen, saying once how old it is.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { NotificationItem } from '@/shared/contract/notifications';
import { AsOf } from '@/client/components/as-of';
import { EmptyState, PageHeading } from '@/client/components/empty-state';
import { errorMessage } from '@/client/lib/api/api-client';
import { useInbox } from '../hooks/use-inbox';
import { NotificationRow } from './notification-row';

export function NotificationsPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const inbox = useInbox();
  const [markError, setMarkError] = useState<string | null>(null);
  const [marking, setMarking] = useState(false);

  const open = (item: NotificationItem) => {
    inbox.markOpened(item);
    navigate(item.screen);
  };
  const markAll = async () => {
    setMarking(true);
    setMarkError(null);
    try {
      await inbox.markAllRead();
    } catch (error) {
      setMarkError(errorMessage(error));
    } finally {
      setMarking(false);
    }
  };

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <PageHeading title={t`Notifications`}>
          <button type="button" className="btn btn-outline btn-sm min-h-11" disabled={inbox.unread === 0 || !inbox.online || marking} onClick={() => void markAll()}>
            {t`Mark all as read`}
          </button>
        </PageHeading>
        <AsOf at={inbox.asOf} testId="notifications-as-of" />
        {inbox.status === 'failed' && <p className="text-sm text-warning">{t`Could not check for newer notifications; showing the ones saved on this device.`}</p>}
        {markError && (
          <p role="alert" className="text-sm text-error">
            {markError}
          </p>
        )}
      </div>
      {inbox.items.length === 0 ? (
        inbox.status === 'loading' ? (
          <p role="status">{t`Loading your notifications…`}</p>
        ) : (
          <EmptyState message={t`No notifications yet. When your points move or something needs you, it shows here.`} />
        )
      ) : (
        <div className="card bg-base-100 shadow-sm">
          <ul className="flex flex-col divide-y divide-base-300 p-1" aria-label={t`Notifications`}>
            {inbox.items.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={open} />
            ))}
          </ul>
        </div>
      )}
      {inbox.hasMore && (
        <div className="flex flex-col items-center gap-2">
          <button type="button" className="btn btn-outline min-h-11" disabled={inbox.loadingMore || !inbox.online} onClick={() => void inbox.loadMore()}>
            {inbox.loadingMore ? t`Loading…` : t`Load more`}
          </button>
          {inbox.moreError && (
            <p role="alert" className="text-sm text-error">
              {inbox.moreError}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
