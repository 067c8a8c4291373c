import { API_PATHS } from '@/shared/api-paths';
import type { StoreDirectoryEntry } from '@/shared/contract/stores';
import { apiCall } from '@/client/lib/api/api-client';

/** Active stores a recycler can say they returned boxes at. */
export function listStoreDirectory(): Promise<StoreDirectoryEntry[]> {
  return apiCall<StoreDirectoryEntry[]>(API_PATHS.stores.directory);
}
