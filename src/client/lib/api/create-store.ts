import { API_PATHS } from '@/shared/api-paths';
import type { CreateStoreBody, Store } from '@/shared/contract/stores';
import { apiCall } from './api-client';

/** A business user adds their own store; an admin adds one for a business user (ownerId). */
export function createStore(body: CreateStoreBody): Promise<Store> {
  return apiCall<Store>(API_PATHS.stores.list, { method: 'POST', body });
}
