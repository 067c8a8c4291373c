import { API_PATHS } from '@/shared/api-paths';
import type { Event } from '@/shared/contract/events';
import { apiCall } from '@/client/lib/api/api-client';

export function getEvent(id: number): Promise<Event> {
  return apiCall<Event>(API_PATHS.events.one(id));
}
