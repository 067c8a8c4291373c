import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Store, UpdateStoreBody } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function updateStore(id: number, body: UpdateStoreBody): Promise<Store> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<Store>>(`/stores/${id}`, { method: 'PUT', body })));
}
