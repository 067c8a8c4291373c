import { API_PATHS } from '@/shared/api-paths';
import type { Store } from '@/shared/contract/stores';
import { apiCall } from './api-client';

/** Deactivating keeps the store and its returns; it only leaves the directory recyclers pick from. */
export function setStoreActive(id: number, active: boolean): Promise<Store> {
  return apiCall<Store>(API_PATHS.stores.active(id), { method: 'PATCH', body: { active } });
}
