import { API_PATHS } from '@/shared/api-paths';
import type { UpdateUserBody, User } from '@/shared/contract/users';
import { apiEnvelope } from '@/client/lib/api/api-client';
import { userCall, type UserCallResult } from '@/client/lib/api/user-call';

/**
 * A user call (spec section 7, updateUser): name, email, role, active, and a points adjustment
 * with its reason (a ledger entry). The result, with the server's message on failure.
 */
export function updateUser(body: UpdateUserBody): Promise<UserCallResult<User>> {
  return userCall(() => apiEnvelope<User>(API_PATHS.user.update, { method: 'PATCH', body }));
}
