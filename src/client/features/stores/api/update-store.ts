import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Store, UpdateStoreBody } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';

export function updateStore(id: number, body: UpdateStoreBody) {
  return userCall(() => api<ApiEnvelope<Store>>(`/stores/${id}`, { method: 'PUT', body }));
}
