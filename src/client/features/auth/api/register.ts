import type { LoginAnswer, RegisterBody } from '../../../../shared/contract/auth';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api } from '../../../lib/api-client';

/** POST /auth/register: creates a NORMAL_USER and answers like login, with a welcome sentence. */
export async function register(body: RegisterBody): Promise<{ answer: LoginAnswer; message: string }> {
  const envelope = await api<ApiEnvelope<LoginAnswer>>('/auth/register', { method: 'POST', body });
  return { answer: envelope.data, message: envelope.message };
}
