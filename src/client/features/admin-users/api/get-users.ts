import { API_PATHS } from '@/shared/api-paths';
import type { Page } from '@/shared/contract/envelope';
import type { ListUsersQuery, User } from '@/shared/contract/users';
import { apiEnvelope } from '@/client/lib/api/api-client';
import { userCall, type UserCallResult } from '@/client/lib/api/user-call';

export type UsersQuery = Partial<ListUsersQuery>;

/** A user call (spec section 7, getAllUsers): one page of accounts, filtered and sorted by the server. */
export function getUsers(query: UsersQuery): Promise<UserCallResult<Page<User>>> {
  // Leave out empty filters: the server reads `search=` as a search for "".
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return userCall(() => apiEnvelope<Page<User>>(API_PATHS.user.all, { query: params }));
}
