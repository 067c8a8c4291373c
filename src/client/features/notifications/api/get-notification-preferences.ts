import { API_PATHS } from '@/shared/api-paths';
import type { NotificationPreferences } from '@/shared/contract/notifications';
import { apiCall } from '@/client/lib/api/api-client';

/** The language notifications are written in, and which channels each kind uses. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiCall<NotificationPreferences>(API_PATHS.notifications.preferences);
}
