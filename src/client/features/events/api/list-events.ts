import { API_PATHS } from '@/shared/api-paths';
import type { Page } from '@/shared/contract/envelope';
import type { Event } from '@/shared/contract/events';
import { apiCall } from '@/client/lib/api/api-client';

export interface ListEventsParams {
  page: number;
  pageSize: number;
  when?: 'upcoming' | 'past' | 'all';
  search?: string;
}

/** An event manager gets their own events; an admin gets every event. */
export function listEvents(params: ListEventsParams): Promise<Page<Event>> {
  return apiCall<Page<Event>>(API_PATHS.events.list, { query: { ...params, search: params.search || undefined } });
}
