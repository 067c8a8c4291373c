import type { ApiEnvelope, Page } from '../../../../shared/contract/envelope';
import type { ListUsersQuery, User } from '../../../../shared/contract/users';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export type UsersQuery = Partial<ListUsersQuery>;

/** One page of accounts, filtered and sorted by the server. */
export function getUsers(query: UsersQuery): Promise<Page<User>> {
  // Leave out empty filters: the server reads `search=` as a search for "".
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return dataOrThrow(userCall(() => api<ApiEnvelope<Page<User>>>('/user/getAllUsers', { query: params })));
}
