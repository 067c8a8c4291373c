import type { LoginAnswer, LoginBody } from '../../../../shared/contract/auth';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api } from '../../../lib/api-client';

/** POST /auth/login: the token and the user (product.md). Throws the FetchError on failure. */
export async function login(body: LoginBody): Promise<LoginAnswer> {
  const answer = await api<ApiEnvelope<LoginAnswer>>('/auth/login', { method: 'POST', body });
  return answer.data;
}
