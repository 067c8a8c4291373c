import { API_PATHS } from '@/shared/api-paths';
import type { CreateUserBody, User } from '@/shared/contract/users';
import { apiCall } from '@/client/lib/api/api-client';

export function createUser(body: CreateUserBody): Promise<User> {
  return apiCall<User>(API_PATHS.user.create, { method: 'POST', body });
}
