import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Page } from '../../../../shared/contract/envelope';
import type { ListStoresQuery, Store } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function listStores(query: Partial<ListStoresQuery>): Promise<Page<Store>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return dataOrThrow(userCall(() => api<ApiEnvelope<Page<Store>>>('/stores', { query: params })));
}
