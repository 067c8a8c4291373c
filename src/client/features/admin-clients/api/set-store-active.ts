import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Store } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function setStoreActive(id: number, active: boolean): Promise<Store> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<Store>>(`/stores/${id}/active`, { method: 'PATCH', body: { active } })));
}
