// The shape of the reports waiting on the device (report-queue.ts); loaded only when a stored
// value is checked, so zod stays out of the first visit.
import { z } from 'zod';
import { countedReportBody } from '@/shared/contract/returns';

export const queuedReportSchema = z.object({
  /** The Idempotency-Key made with the report and sent with every try: the server records it once. */
  key: z.string().min(1),
  body: countedReportBody,
  madeAt: z.string(),
  /** The server's sentence when it refused the report: it is then not sent again. */
  refused: z.string().optional(),
});

export const reportQueueSchema = z.object({
  userId: z.number().int().nullable(),
  items: z.array(queuedReportSchema),
});
export type QueuedReport = z.infer<typeof queuedReportSchema>;
export type ReportQueue = z.infer<typeof reportQueueSchema>;
