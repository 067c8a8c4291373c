import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';

export function deleteEvent(id: number) {
  return userCall(() => api<ApiEnvelope<unknown>>(`/events/${id}`, { method: 'DELETE' }));
}
