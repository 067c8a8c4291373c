import { API_PATHS } from '@/shared/api-paths';
import type { User } from '@/shared/contract/users';
import type { Role } from '@/shared/roles';
import { apiEnvelope } from '@/client/lib/api/api-client';
import { userCall, type UserCallResult } from '@/client/lib/api/user-call';

/** A user call (spec section 7, getUserByRole): the result, with the server's message on failure. */
export function listUsersByRole(role: Role): Promise<UserCallResult<User[]>> {
  return userCall(() => apiEnvelope<User[]>(API_PATHS.user.byRole(role)));
}
