import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { AttendanceAnswer } from '../../../../shared/contract/events';
import { api, userCall } from '../../../lib/api-client';

/** Credits the event's reward once: a repeat answers pointsCredited 0. */
export function markAttended(eventId: number, userId: number) {
  return userCall(() => api<ApiEnvelope<AttendanceAnswer>>(`/events/${eventId}/participants/${userId}/attended`, { method: 'POST' }));
}
