// The inbox screen's data: shown from IndexedDB at once, then the first page from the server
// whenever it opens online; older pages on request; reading goes to the server and the copy.
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { NotificationItem } from '@/shared/contract/notifications';
import { errorMessage } from '@/client/lib/api/api-client';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { currentUserAtom } from '@/client/lib/session/session';
import { listNotifications } from '../api/list-notifications';
import { readNotifications } from '../api/read-notifications';
import { inboxCopyAtom, unreadRevisionAtom } from '../atoms';
import { noteCredits } from '../lib/earned-moment';
import { copyOf, withFirstPage, withNextPage, withRead } from '../lib/inbox-copy';

export type InboxStatus = 'loading' | 'live' | 'failed' | 'offline';

export function useInbox() {
  const store = useStore();
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const online = useAtomValue(onlineAtom);
  const [copy, setCopy] = useAtom(inboxCopyAtom);
  const bumpUnread = useSetAtom(unreadRevisionAtom);
  const [status, setStatus] = useState<InboxStatus>(online ? 'loading' : 'offline');
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (userId === null) return;
    if (!online) {
      setStatus('offline');
      return;
    }
    let current = true;
    setStatus((s) => (s === 'live' ? s : 'loading'));
    listNotifications().then(
      (list) => {
        // Stored even if the screen closed meanwhile: the list is just as true.
        setCopy((c) => withFirstPage(c, userId, list, new Date().toISOString()));
        noteCredits(store, userId, list.items);
        if (current) setStatus('live');
      },
      (error: unknown) => {
        console.warn('Rebox: the inbox could not be loaded', error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [userId, online, setCopy, store]);

  const mine = copyOf(copy, userId);

  const loadMore = useCallback(async () => {
    if (userId === null || !mine.nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const list = await listNotifications(mine.nextCursor);
      setCopy((c) => withNextPage(c, userId, list, new Date().toISOString()));
    } catch (error) {
      setMoreError(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  }, [userId, mine.nextCursor, setCopy]);

  const read = useCallback(
    async (ids: readonly number[] | 'all') => {
      if (userId === null) return;
      const answer = await readNotifications(ids === 'all' ? { all: true } : { ids: [...ids] });
      setCopy((c) => withRead(c, userId, ids, answer.unread, new Date().toISOString()));
      bumpUnread((n) => n + 1);
    },
    [userId, setCopy, bumpUnread],
  );

  /** Opening one marks it read; offline it opens all the same and stays unread. */
  const markOpened = useCallback(
    (item: NotificationItem) => {
      if (item.readAt !== null || !navigator.onLine) return;
      read([item.id]).catch((error: unknown) => console.warn('Rebox: a notification could not be marked read', error));
    },
    [read],
  );

  const shownLive = status === 'live' && online;
  return {
    userId,
    online,
    status,
    items: mine.items,
    unread: mine.unread,
    hasMore: mine.nextCursor !== null,
    /** When what is shown was seen, while it is the stored copy; null while live. */
    asOf: shownLive ? null : mine.at,
    loadingMore,
    moreError,
    loadMore,
    markAllRead: () => read('all'),
    markOpened,
  };
}
