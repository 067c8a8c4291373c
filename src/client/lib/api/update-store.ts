import { API_PATHS } from '@/shared/api-paths';
import type { Store, UpdateStoreBody } from '@/shared/contract/stores';
import { apiCall } from './api-client';

export function updateStore(id: number, body: UpdateStoreBody): Promise<Store> {
  return apiCall<Store>(API_PATHS.stores.one(id), { method: 'PUT', body });
}
