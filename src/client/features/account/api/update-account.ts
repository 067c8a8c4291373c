import { API_PATHS } from '@/shared/api-paths';
import type { SessionUser, UpdateAccountBody } from '@/shared/contract/auth';
import { apiEnvelope } from '@/client/lib/api/api-client';
import { mailLocale } from '@/client/lib/i18n/mail-locale';

/** PUT /auth/update/{id} on one's own account: the updated user and the server's sentence (a mail to the old address in the app's language). */
export async function updateAccount(userId: number, body: Omit<UpdateAccountBody, 'locale'>): Promise<{ user: SessionUser; message: string }> {
  const envelope = await apiEnvelope<SessionUser>(API_PATHS.auth.update(userId), { method: 'PUT', body: body.email === undefined ? body : { ...body, locale: mailLocale() } });
  return { user: envelope.data, message: envelope.message };
}
