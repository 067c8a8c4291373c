import { API_PATHS } from '@/shared/api-paths';
import type { PushKey } from '@/shared/contract/notifications';
import { apiCall } from '@/client/lib/api/api-client';

/** The server's VAPID public key (base64url), for pushManager.subscribe. */
export function getPushKey(): Promise<PushKey> {
  return apiCall<PushKey>(API_PATHS.notifications.pushKey);
}
