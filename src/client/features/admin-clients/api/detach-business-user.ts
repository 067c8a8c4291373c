import type { ClientMember } from '../../../../shared/contract/clients';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

/** Answers the client's list after the change. */
export function detachBusinessUser(clientId: number, userId: number): Promise<ClientMember[]> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<ClientMember[]>>(`/clients/${clientId}/business-users/${userId}`, { method: 'DELETE' })));
}
