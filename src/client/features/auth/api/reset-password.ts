import { API_PATHS } from '@/shared/api-paths';
import type { LoginAnswer, ResetPasswordBody } from '@/shared/contract/auth';
import { apiEnvelope } from '@/client/lib/api/api-client';

/** POST /auth/reset-password: sets the new password and answers like login, with its own sentence. */
export async function resetPassword(body: ResetPasswordBody): Promise<{ answer: LoginAnswer; message: string }> {
  const envelope = await apiEnvelope<LoginAnswer>(API_PATHS.auth.resetPassword, { method: 'POST', body });
  return { answer: envelope.data, message: envelope.message };
}
