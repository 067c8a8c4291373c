// The shape of the remembered My reports (seen-reports.ts); loaded only when a stored value is checked.
import { z } from 'zod';
import { pageSchema } from '@/shared/contract/envelope';
import { boxReturnSchema } from '@/shared/contract/returns';

export const seenReportsSchema = z.object({ userId: z.number().int(), page: pageSchema(boxReturnSchema), at: z.string() }).nullable();
export type SeenReports = z.infer<typeof seenReportsSchema>;
