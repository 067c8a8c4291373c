// The bell's count: the server's, asked again when the app comes back to the front or online,
// when a push arrives and after reading; offline the last one seen. The app badge follows it.
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { isSwToPageMessage } from '@/shared/sw-messages';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { currentUserAtom } from '@/client/lib/session/session';
import { listNotifications } from '../api/list-notifications';
import { inboxCopyAtom, unreadRevisionAtom } from '../atoms';
import { showUnreadOnBadge } from '../lib/app-badge';
import { noteCredits } from '../lib/earned-moment';
import { copyOf, withUnread } from '../lib/inbox-copy';

// Focus and visibility fire together when a tab comes back: one request for both.
const SAME_RETURN_MS = 1000;

function useReturns(): number {
  const [returns, setReturns] = useState(0);
  useEffect(() => {
    let last = 0;
    const back = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < SAME_RETURN_MS) return;
      last = Date.now();
      setReturns((n) => n + 1);
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, []);
  return returns;
}

/** Counts the pushes the service worker says arrived while this page is open. */
function useArrivals(): number {
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      if (isSwToPageMessage(event.data) && event.data.type === 'NOTIFICATION_ARRIVED') setArrivals((n) => n + 1);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, []);
  return arrivals;
}

/** The signed-in person's unread count, or null before one is known. */
export function useUnreadCount(): number | null {
  const store = useStore();
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const online = useAtomValue(onlineAtom);
  const revision = useAtomValue(unreadRevisionAtom);
  const [copy, setCopy] = useAtom(inboxCopyAtom);
  const returns = useReturns();
  const arrivals = useArrivals();

  useEffect(() => {
    if (userId === null || !online) return;
    let current = true;
    listNotifications(null, 1).then(
      (list) => {
        if (!current) return;
        setCopy((c) => withUnread(c, userId, list.unread));
        noteCredits(store, userId, list.items);
      },
      (error: unknown) => console.warn('Rebox: the unread count could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [userId, online, revision, returns, arrivals, setCopy, store]);

  const mine = copyOf(copy, userId);
  const known = userId !== null && mine.userId === userId;
  useEffect(() => {
    if (known) showUnreadOnBadge(mine.unread);
  }, [known, mine.unread]);
  return known ? mine.unread : null;
}
