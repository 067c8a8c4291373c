import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Participant } from '../../../../shared/contract/events';
import { api, userCall } from '../../../lib/api-client';

export function listParticipants(eventId: number) {
  return userCall(() => api<ApiEnvelope<Participant[]>>(`/events/${eventId}/participants`));
}
