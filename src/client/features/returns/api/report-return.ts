import { API_PATHS } from '@/shared/api-paths';
import type { BoxReturn, CountedReportBody } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/**
 * A recycler's own report: pending until a distributor or the store's owner confirms it.
 * `idempotencyKey` is made with the report: sent again with it, it is recorded once.
 */
export function reportReturn(body: CountedReportBody, idempotencyKey: string): Promise<BoxReturn> {
  return apiCall<BoxReturn>(API_PATHS.returns.report, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
