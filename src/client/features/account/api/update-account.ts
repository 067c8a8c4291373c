import { API_PATHS } from '@/shared/api-paths';
import type { SessionUser, UpdateAccountBody } from '@/shared/contract/auth';
import { apiEnvelope } from '@/client/lib/api/api-client';

/** PUT /auth/update/{id} on one's own account: the updated user and the server's sentence. */
export async function updateAccount(userId: number, body: UpdateAccountBody): Promise<{ user: SessionUser; message: string }> {
  const envelope = await apiEnvelope<SessionUser>(API_PATHS.auth.update(userId), { method: 'PUT', body });
  return { user: envelope.data, message: envelope.message };
}
