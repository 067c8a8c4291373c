// Mounted once in the signed-in frame: when the connection is back (and every half minute
// while reports still wait on a flaky one), sends the reports made offline.
import { plural } from '@lingui/core/macro';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { currentUserAtom } from '@/client/lib/session/session';
import { toast } from '@/client/lib/toast';
import { reportQueueAtom } from './report-queue';
import { sendQueuedReports } from './send-queued-reports';

const RETRY_MS = 30_000;

export function ReportQueueSender() {
  const store = useStore();
  const online = useAtomValue(onlineAtom);
  const userId = useAtomValue(currentUserAtom)?.user_id ?? null;
  const queue = useAtomValue(reportQueueAtom);
  const waiting = userId !== null && queue.userId === userId && queue.items.some((item) => !item.refused);

  useEffect(() => {
    if (!online || !waiting || userId === null) return;
    const send = () =>
      void sendQueuedReports(store, userId).then((sent) => {
        if (sent > 0) toast.success(plural(sent, { one: 'Your return reported offline was sent', other: 'Your # returns reported offline were sent' }));
      });
    send();
    const timer = window.setInterval(send, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, waiting, userId, store]);
  return null;
}
