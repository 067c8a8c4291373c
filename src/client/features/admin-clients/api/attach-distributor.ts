import type { AttachDistributorBody, ClientMember } from '../../../../shared/contract/clients';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

/** Attaches (or moves) a distributor to the client with a service area; answers the client's list. */
export function attachDistributor(clientId: number, body: AttachDistributorBody): Promise<ClientMember[]> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<ClientMember[]>>(`/clients/${clientId}/distributors`, { method: 'POST', body })));
}
