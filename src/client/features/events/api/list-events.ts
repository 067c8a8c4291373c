import type { ApiEnvelope, Page } from '../../../../shared/contract/envelope';
import type { Event } from '../../../../shared/contract/events';
import { api, userCall } from '../../../lib/api-client';

export interface ListEventsParams {
  page: number;
  pageSize: number;
  when?: 'upcoming' | 'past' | 'all';
  search?: string;
}

/** An event manager gets their own events; an admin gets every event. */
export function listEvents(params: ListEventsParams) {
  return userCall(() => api<ApiEnvelope<Page<Event>>>('/events', { query: { ...params, search: params.search || undefined } }));
}
