import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { CreateUserBody, User } from '../../../../shared/contract/users';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function createUser(body: CreateUserBody): Promise<User> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<User>>('/user/createUser', { method: 'POST', body })));
}
