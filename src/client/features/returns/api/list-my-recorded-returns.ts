import { API_PATHS } from '@/shared/api-paths';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/** Returns the caller recorded, newest first. */
export function listMyRecordedReturns(page: number, pageSize: number): Promise<Page<BoxReturn>> {
  return apiCall<Page<BoxReturn>>(API_PATHS.returns.recordedByMe, { query: { page, pageSize } });
}
