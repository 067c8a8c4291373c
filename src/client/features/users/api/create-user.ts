import { API_PATHS } from '@/shared/api-paths';
import type { CreateUserBody, User } from '@/shared/contract/users';
import { apiCall } from '@/client/lib/api/api-client';
import { mailLocale } from '@/client/lib/i18n/mail-locale';

/** Without a password the server mails an invitation, in the language the admin works in. */
export function createUser(body: Omit<CreateUserBody, 'locale'>): Promise<User> {
  return apiCall<User>(API_PATHS.user.create, { method: 'POST', body: body.password === undefined ? { ...body, locale: mailLocale() } : body });
}
