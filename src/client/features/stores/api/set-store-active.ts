import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Store } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';

/** Deactivating keeps the store and its returns; it only leaves the directory recyclers pick from. */
export function setStoreActive(id: number, active: boolean) {
  return userCall(() => api<ApiEnvelope<Store>>(`/stores/${id}/active`, { method: 'PATCH', body: { active } }));
}
