import { API_PATHS } from '@/shared/api-paths';
import type { NotificationPreferences, UpdatePreferencesBody } from '@/shared/contract/notifications';
import { apiCall } from '@/client/lib/api/api-client';

/** Changes the language and/or only the kinds given; answers the preferences after it. */
export function updateNotificationPreferences(body: UpdatePreferencesBody): Promise<NotificationPreferences> {
  return apiCall<NotificationPreferences>(API_PATHS.notifications.preferences, { method: 'PUT', body });
}
