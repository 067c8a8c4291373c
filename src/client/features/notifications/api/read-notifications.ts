import { API_PATHS } from '@/shared/api-paths';
import type { ReadNotificationsAnswer, ReadNotificationsBody } from '@/shared/contract/notifications';
import { apiCall } from '@/client/lib/api/api-client';

/** Marks some of one's notifications read, or all of them; answers the unread count after it. */
export function readNotifications(body: ReadNotificationsBody): Promise<ReadNotificationsAnswer> {
  return apiCall<ReadNotificationsAnswer>(API_PATHS.notifications.read, { method: 'POST', body });
}
