import { API_PATHS } from '@/shared/api-paths';
import type { Store } from '@/shared/contract/stores';
import { apiCall } from '@/client/lib/api/api-client';

export function listMyStores(): Promise<Store[]> {
  return apiCall<Store[]>(API_PATHS.stores.mine);
}
