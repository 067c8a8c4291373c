import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { CreateStoreBody, Store } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';

export function createStore(body: CreateStoreBody) {
  return userCall(() => api<ApiEnvelope<Store>>('/stores', { method: 'POST', body }));
}
