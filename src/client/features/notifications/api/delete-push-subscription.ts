import { API_PATHS } from '@/shared/api-paths';
import type { DeleteSubscriptionBody } from '@/shared/contract/notifications';
import { apiCall } from '@/client/lib/api/api-client';

/** Stops pushes to this device's subscription. `token`: at logout, the session that is already gone from the store. */
export function deletePushSubscription(body: DeleteSubscriptionBody, token?: string): Promise<unknown> {
  return apiCall<unknown>(API_PATHS.notifications.subscriptions, { method: 'DELETE', body, headers: token ? { Authorization: token } : undefined });
}
