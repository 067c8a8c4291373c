import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { BoxReturn, RecordReturnBody } from '../../../../shared/contract/returns';
import { api, userCall } from '../../../lib/api-client';

/**
 * Credits a return at once. `idempotencyKey` belongs to one form submission: sending it again
 * (double tap, retry after a lost answer) returns the first answer and credits nothing more.
 */
export function recordReturn(body: RecordReturnBody, idempotencyKey: string) {
  return userCall(() =>
    api<ApiEnvelope<BoxReturn>>('/points/returns', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}
