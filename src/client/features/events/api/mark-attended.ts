import { API_PATHS } from '@/shared/api-paths';
import type { AttendanceAnswer } from '@/shared/contract/events';
import { apiCall } from '@/client/lib/api/api-client';

/** Credits the event's reward once: a repeat answers pointsCredited 0. */
export function markAttended(eventId: number, userId: number): Promise<AttendanceAnswer> {
  return apiCall<AttendanceAnswer>(API_PATHS.events.attended(eventId, userId), { method: 'POST' });
}
