import { API_PATHS } from '@/shared/api-paths';
import type { StoreDetail } from '@/shared/contract/stores';
import { apiCall } from './api-client';

/** One store with the returns recorded at it, newest first (its owner and admins). */
export function getStore(id: number): Promise<StoreDetail> {
  return apiCall<StoreDetail>(API_PATHS.stores.one(id));
}
