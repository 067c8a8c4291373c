import { API_PATHS } from '@/shared/api-paths';
import type { AttachDistributorBody, ClientMember } from '@/shared/contract/clients';
import { apiCall } from '@/client/lib/api/api-client';

/** Attaches (or moves) a distributor to the client with a service area; answers the client's list. */
export function attachDistributor(clientId: number, body: AttachDistributorBody): Promise<ClientMember[]> {
  return apiCall<ClientMember[]>(API_PATHS.clients.distributors(clientId), { method: 'POST', body });
}
