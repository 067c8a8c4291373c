import { API_PATHS } from '@/shared/api-paths';
import type { ManagedStore } from '@/shared/contract/stores';
import { apiCall } from '@/client/lib/api/api-client';

/** The stores the signed-in store manager works at. */
export function listManagedStores(): Promise<ManagedStore[]> {
  return apiCall<ManagedStore[]>(API_PATHS.stores.managed);
}
