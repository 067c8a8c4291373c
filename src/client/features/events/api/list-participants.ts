import { API_PATHS } from '@/shared/api-paths';
import type { Participant } from '@/shared/contract/events';
import { apiCall } from '@/client/lib/api/api-client';

export function listParticipants(eventId: number): Promise<Participant[]> {
  return apiCall<Participant[]>(API_PATHS.events.participants(eventId));
}
