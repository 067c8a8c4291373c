import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { User } from '../../../../shared/contract/users';
import type { Role } from '../../../../shared/roles';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function listUsersByRole(role: Role): Promise<User[]> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<User[]>>(`/user/getUserByRole/${role}`)));
}
