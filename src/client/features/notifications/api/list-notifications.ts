import { API_PATHS } from '@/shared/api-paths';
import type { NotificationList } from '@/shared/contract/notifications';
import { apiCall } from '@/client/lib/api/api-client';

/** One page of the caller's notifications, newest first, with their unread count in all. */
export function listNotifications(cursor?: string | null, limit?: number): Promise<NotificationList> {
  return apiCall<NotificationList>(API_PATHS.notifications.list, { query: { cursor, limit } });
}
