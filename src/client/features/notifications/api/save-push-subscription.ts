import { API_PATHS } from '@/shared/api-paths';
import type { PushSubscriptionBody } from '@/shared/contract/notifications';
import { apiCall } from '@/client/lib/api/api-client';

/** Hands this browser's push subscription to the server, so pushes reach this device. */
export function savePushSubscription(body: PushSubscriptionBody): Promise<unknown> {
  return apiCall<unknown>(API_PATHS.notifications.subscriptions, { method: 'POST', body });
}
