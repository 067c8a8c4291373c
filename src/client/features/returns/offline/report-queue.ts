// Returns reported with no connection: kept on the device (IndexedDB) for the user who made
// them, shown in My reports as waiting to send, and sent when the connection is back. Each
// carries the Idempotency-Key it was made with, so a send that reached the server but whose
// answer was lost is recorded once when it is sent again. The reports belong to one user:
// logout drops them with the other persisted atoms not kept on logout (app/persisted-atoms.ts).
import { atom } from 'jotai';
import { persistedAtom } from '@/client/lib/persisted-atom';
import type { ReportQueue } from './report-queue-schema';

export type { QueuedReport, ReportQueue } from './report-queue-schema';

export const EMPTY_QUEUE: ReportQueue = { userId: null, items: [] };

export const reportQueueAtom = persistedAtom<ReportQueue>(
  'report-queue',
  1,
  async () => (await import('./report-queue-schema')).reportQueueSchema,
  EMPTY_QUEUE,
);

/** Goes up each time queued reports reached the server, so My reports loads them from there. */
export const reportsSentAtom = atom(0);
