import { API_PATHS } from '@/shared/api-paths';
import type { BoxReturn, BoxScanReturn, RecordReturnBody } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/**
 * Credits a return at once. `idempotencyKey` belongs to one form submission: sending it again
 * (double tap, retry after a lost answer) returns the first answer and credits nothing more.
 */
export function recordReturn(body: RecordReturnBody & { boxes: number }, idempotencyKey: string): Promise<BoxReturn> {
  return apiCall<BoxReturn>(API_PATHS.returns.record, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The same call with the boxes' codes: each box credited once per trip, each code's outcome in the answer. */
export function recordScannedReturn(body: RecordReturnBody & { boxCodes: string[] }, idempotencyKey: string): Promise<BoxScanReturn> {
  return apiCall<BoxScanReturn>(API_PATHS.returns.record, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
