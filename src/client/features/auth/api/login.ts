import { API_PATHS } from '@/shared/api-paths';
import type { LoginAnswer, LoginBody } from '@/shared/contract/auth';
import { apiCall } from '@/client/lib/api/api-client';

/** POST /auth/login: the token and the user (product.md). Throws an ApiError on failure. */
export function login(body: LoginBody): Promise<LoginAnswer> {
  return apiCall<LoginAnswer>(API_PATHS.auth.login, { method: 'POST', body });
}
