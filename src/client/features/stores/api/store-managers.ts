// A store's managers (STORE_MANAGER accounts at its counter), invited and set by the business user
// who owns it. Each call answers the store's managers as they are now.
import { API_PATHS } from '@/shared/api-paths';
import type { InviteClerkBody, StoreManager } from '@/shared/contract/stores';
import { apiCall } from '@/client/lib/api/api-client';
import { mailLocale } from '@/client/lib/i18n/mail-locale';

export function listStoreManagers(storeId: number): Promise<StoreManager[]> {
  return apiCall<StoreManager[]>(API_PATHS.stores.managers(storeId));
}

/** By the email of a STORE_MANAGER account; the server says why when it cannot (400/404/409). */
export function assignStoreManager(storeId: number, email: string): Promise<StoreManager[]> {
  return apiCall<StoreManager[]>(API_PATHS.stores.managers(storeId), { method: 'POST', body: { email } });
}

export function removeStoreManager(storeId: number, userId: number): Promise<StoreManager[]> {
  return apiCall<StoreManager[]>(API_PATHS.stores.manager(storeId, userId), { method: 'DELETE' });
}

/** A new clerk by email, in the language the business user works in: the answer is the store's managers, the clerk among them. */
export function inviteStoreManager(storeId: number, clerk: Omit<InviteClerkBody, 'locale'>): Promise<StoreManager[]> {
  return apiCall<StoreManager[]>(API_PATHS.stores.inviteManager(storeId), { method: 'POST', body: { ...clerk, locale: mailLocale() } });
}
