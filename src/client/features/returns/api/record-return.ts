import { API_PATHS } from '@/shared/api-paths';
import type { BoxReturn, RecordReturnBody } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/**
 * Credits a return at once. `idempotencyKey` belongs to one form submission: sending it again
 * (double tap, retry after a lost answer) returns the first answer and credits nothing more.
 */
export function recordReturn(body: RecordReturnBody, idempotencyKey: string): Promise<BoxReturn> {
  return apiCall<BoxReturn>(API_PATHS.returns.record, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
