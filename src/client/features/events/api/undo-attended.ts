import { API_PATHS } from '@/shared/api-paths';
import type { Participant } from '@/shared/contract/events';
import { apiCall } from '@/client/lib/api/api-client';

/** Takes back an attendance the caller marked (within the undo window): a reversing entry with the reason. */
export function undoAttended(eventId: number, userId: number, reason: string): Promise<Participant> {
  return apiCall<Participant>(API_PATHS.events.undoAttended(eventId, userId), { method: 'POST', body: { reason } });
}
