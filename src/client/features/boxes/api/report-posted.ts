import { API_PATHS } from '@/shared/api-paths';
import type { BoxScanReturn } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/**
 * The recycler posted these boxes back: each is credited when the depot collects it.
 * `idempotencyKey` belongs to one tap: sent again, it is reported once.
 */
export function reportPosted(boxCodes: string[], idempotencyKey: string): Promise<BoxScanReturn> {
  return apiCall<BoxScanReturn>(API_PATHS.returns.report, { method: 'POST', body: { byPost: true, boxCodes }, headers: { 'Idempotency-Key': idempotencyKey } });
}
