import { API_PATHS } from '@/shared/api-paths';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/** Reports waiting for a decision: all of them for a distributor, those at own stores for a business user. */
export function listPendingReturns(page: number, pageSize: number): Promise<Page<BoxReturn>> {
  return apiCall<Page<BoxReturn>>(API_PATHS.returns.pending, { query: { page, pageSize } });
}
