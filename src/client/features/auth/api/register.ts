import { API_PATHS } from '@/shared/api-paths';
import type { LoginAnswer, RegisterBody } from '@/shared/contract/auth';
import { apiEnvelope } from '@/client/lib/api/api-client';

/** POST /auth/register: creates a NORMAL_USER and answers like login, with a welcome sentence. */
export async function register(body: RegisterBody): Promise<{ answer: LoginAnswer; message: string }> {
  const envelope = await apiEnvelope<LoginAnswer>(API_PATHS.auth.register, { method: 'POST', body });
  return { answer: envelope.data, message: envelope.message };
}
