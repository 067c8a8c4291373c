import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { BoxReturn } from '../../../../shared/contract/returns';
import { api, userCall } from '../../../lib/api-client';

export function confirmReturn(id: number) {
  return userCall(() => api<ApiEnvelope<BoxReturn>>(`/points/returns/${id}/confirm`, { method: 'POST' }));
}
