import type { ClientMember } from '../../../../shared/contract/clients';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function listDistributors(clientId: number): Promise<ClientMember[]> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<ClientMember[]>>(`/clients/${clientId}/distributors`)));
}
