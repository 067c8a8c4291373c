import { API_PATHS } from '@/shared/api-paths';
import type { ClientMember } from '@/shared/contract/clients';
import { apiCall } from '@/client/lib/api/api-client';

/** Answers the client's list after the change. */
export function detachDistributor(clientId: number, userId: number): Promise<ClientMember[]> {
  return apiCall<ClientMember[]>(API_PATHS.clients.distributor(clientId, userId), { method: 'DELETE' });
}
