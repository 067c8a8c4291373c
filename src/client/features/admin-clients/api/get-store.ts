import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { StoreDetail } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

/** One store with the returns recorded at it, newest first. */
export function getStore(id: number): Promise<StoreDetail> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<StoreDetail>>(`/stores/${id}`)));
}
