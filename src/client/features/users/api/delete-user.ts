import { API_PATHS } from '@/shared/api-paths';
import { apiEnvelope } from '@/client/lib/api/api-client';
import { userCall, type UserCallResult } from '@/client/lib/api/user-call';

/** A user call (spec section 7, deleteUser): the result, with the server's message on failure. */
export function deleteUser(id: number): Promise<UserCallResult<null>> {
  return userCall(() => apiEnvelope<null>(API_PATHS.user.remove(id), { method: 'DELETE' }));
}
