import { API_PATHS } from '@/shared/api-paths';
import type { BoxReturn } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/** Rejects a report; the reason (3–300 characters) is what the recycler reads in "My reports". */
export function rejectReturn(id: number, reason: string): Promise<BoxReturn> {
  return apiCall<BoxReturn>(API_PATHS.returns.reject(id), { method: 'POST', body: { reason } });
}
