import { API_PATHS } from '@/shared/api-paths';
import type { AttachBusinessUserBody, ClientMember } from '@/shared/contract/clients';
import { apiCall } from '@/client/lib/api/api-client';

/** Attaches a business user to the client; answers the client's list. */
export function attachBusinessUser(clientId: number, body: AttachBusinessUserBody): Promise<ClientMember[]> {
  return apiCall<ClientMember[]>(API_PATHS.clients.businessUsers(clientId), { method: 'POST', body });
}
