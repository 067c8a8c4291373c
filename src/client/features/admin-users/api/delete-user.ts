import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function deleteUser(id: number): Promise<null> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<null>>(`/user/deleteUser/${id}`, { method: 'DELETE' })));
}
