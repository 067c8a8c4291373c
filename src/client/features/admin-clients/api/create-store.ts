import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { CreateStoreBody, Store } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

/** An admin creates a store for a business user (ownerId). */
export function createStore(body: CreateStoreBody): Promise<Store> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<Store>>('/stores', { method: 'POST', body })));
}
