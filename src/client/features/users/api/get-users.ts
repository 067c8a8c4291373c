import { API_PATHS } from '@/shared/api-paths';
import type { ListUsersQuery, UsersPage } from '@/shared/contract/users';
import { apiEnvelope } from '@/client/lib/api/api-client';
import { userCall, type UserCallResult } from '@/client/lib/api/user-call';

export type UsersQuery = Partial<Omit<ListUsersQuery, 'last'>> & { last?: 'true' };

/** A user call (spec section 7, getAllUsers): one page of accounts, filtered and sorted by the server, with the neighbours' cursors. */
export function getUsers(query: UsersQuery): Promise<UserCallResult<UsersPage>> {
  // Leave out empty filters: the server reads `search=` as a search for "".
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return userCall(() => apiEnvelope<UsersPage>(API_PATHS.user.all, { query: params }));
}
