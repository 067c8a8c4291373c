// Sends the reports kept on the device, oldest first, each with its own key. No answer (still
// offline, server away) leaves the rest for the next time; a refusal (4xx) is kept with the
// server's sentence and not sent again, so one bad report does not block the others.
import { ApiError } from '@/client/lib/api/api-client';
import type { AppStore } from '@/client/lib/store';
import { reportReturn } from '../api/report-return';
import { EMPTY_QUEUE, reportQueueAtom, reportsSentAtom, type ReportQueue } from './report-queue';

// One run at a time: the online event and a mount can ask together, and two runs would send
// the same report twice at once (harmless thanks to the key, but wasted).
let running: Promise<number> | null = null;

/** Returns how many reports reached the server. */
export function sendQueuedReports(store: AppStore, userId: number): Promise<number> {
  running ??= run(store, userId).finally(() => {
    running = null;
  });
  return running;
}

async function run(store: AppStore, userId: number): Promise<number> {
  let sent = 0;
  for (;;) {
    const queue = store.get(reportQueueAtom);
    if (queue.userId !== userId) break;
    const next = queue.items.find((item) => !item.refused);
    if (!next) break;
    try {
      await reportReturn(next.body, next.key);
      sent += 1;
      store.set(reportQueueAtom, (q) => without(q, next.key));
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408 && error.status !== 429;
      if (!refused) break;
      store.set(reportQueueAtom, (q) => ({ ...q, items: q.items.map((item) => (item.key === next.key ? { ...item, refused: error.message } : item)) }));
    }
  }
  if (sent > 0) store.set(reportsSentAtom, (n) => n + 1);
  return sent;
}

/** The queue less one report; none left is the empty queue, which leaves IndexedDB. */
function without(queue: ReportQueue, key: string): ReportQueue {
  const items = queue.items.filter((item) => item.key !== key);
  return items.length === 0 ? EMPTY_QUEUE : { ...queue, items };
}
