import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { UpdateUserBody, User } from '../../../../shared/contract/users';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

/** Name, email, role, active, and a points adjustment with its reason (a ledger entry). */
export function updateUser(body: UpdateUserBody): Promise<User> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<User>>('/user/updateUser', { method: 'PATCH', body })));
}
