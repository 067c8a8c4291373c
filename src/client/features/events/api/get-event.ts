import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Event } from '../../../../shared/contract/events';
import { api, userCall } from '../../../lib/api-client';

export function getEvent(id: number) {
  return userCall(() => api<ApiEnvelope<Event>>(`/events/${id}`));
}
