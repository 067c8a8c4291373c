import { API_PATHS } from '@/shared/api-paths';
import type { Page } from '@/shared/contract/envelope';
import type { ListStoresQuery, Store } from '@/shared/contract/stores';
import { apiCall } from '@/client/lib/api/api-client';

export function listStores(query: Partial<ListStoresQuery>): Promise<Page<Store>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return apiCall<Page<Store>>(API_PATHS.stores.list, { query: params });
}
