import { API_PATHS } from '@/shared/api-paths';
import type { AttendanceAnswer } from '@/shared/contract/events';
import { apiCall } from '@/client/lib/api/api-client';

/** Admins: credits an attendance held for confirmation. */
export function confirmAttendance(eventId: number, userId: number): Promise<AttendanceAnswer> {
  return apiCall<AttendanceAnswer>(API_PATHS.events.confirmAttendance(eventId, userId), { method: 'POST' });
}
