import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { BoxReturn } from '../../../../shared/contract/returns';
import { api, userCall } from '../../../lib/api-client';

export function rejectReturn(id: number) {
  return userCall(() => api<ApiEnvelope<BoxReturn>>(`/points/returns/${id}/reject`, { method: 'POST' }));
}
