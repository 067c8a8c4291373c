import { API_PATHS } from '@/shared/api-paths';
import { apiCall } from '@/client/lib/api/api-client';

export function removeParticipant(eventId: number, userId: number): Promise<unknown> {
  return apiCall<unknown>(API_PATHS.events.participant(eventId, userId), { method: 'DELETE' });
}
