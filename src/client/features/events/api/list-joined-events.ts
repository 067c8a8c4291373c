import { API_PATHS } from '@/shared/api-paths';
import type { JoinedEvent } from '@/shared/contract/events';
import { apiCall } from '@/client/lib/api/api-client';

export function listJoinedEvents(): Promise<JoinedEvent[]> {
  return apiCall<JoinedEvent[]>(API_PATHS.events.joined);
}
