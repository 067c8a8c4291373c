import { API_PATHS } from '@/shared/api-paths';
import type { StoreManagerStats } from '@/shared/contract/stats';
import { apiCall } from '@/client/lib/api/api-client';

/** Each store the caller manages: returns today and reports waiting there. */
export function getStoreManagerStats(): Promise<StoreManagerStats> {
  return apiCall<StoreManagerStats>(API_PATHS.stats.storeManager);
}
