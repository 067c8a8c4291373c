import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';

export function removeParticipant(eventId: number, userId: number) {
  return userCall(() => api<ApiEnvelope<unknown>>(`/events/${eventId}/participants/${userId}`, { method: 'DELETE' }));
}
