import { API_PATHS } from '@/shared/api-paths';
import type { BoxReturn } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/** Undoes a credit the caller made (a recorded return, a confirmed report): a reversing entry with the reason. */
export function undoReturn(id: number, reason: string): Promise<BoxReturn> {
  return apiCall<BoxReturn>(API_PATHS.returns.undo(id), { method: 'POST', body: { reason } });
}
