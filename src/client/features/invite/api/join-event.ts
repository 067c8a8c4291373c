import { API_PATHS } from '@/shared/api-paths';
import type { JoinedEvent } from '@/shared/contract/events';
import { apiCall } from '@/client/lib/api/api-client';

export function joinEvent(inviteId: string): Promise<JoinedEvent> {
  return apiCall<JoinedEvent>(API_PATHS.events.join(inviteId), { method: 'POST' });
}
