import { API_PATHS } from '@/shared/api-paths';
import type { BoxReturn, ReportReturnBody } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/** A recycler's own report: pending until a distributor or the store's owner confirms it. */
export function reportReturn(body: ReportReturnBody): Promise<BoxReturn> {
  return apiCall<BoxReturn>(API_PATHS.returns.report, { method: 'POST', body });
}
