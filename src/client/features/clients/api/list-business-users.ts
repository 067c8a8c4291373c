import { API_PATHS } from '@/shared/api-paths';
import type { ClientMember } from '@/shared/contract/clients';
import { apiCall } from '@/client/lib/api/api-client';

export function listBusinessUsers(clientId: number): Promise<ClientMember[]> {
  return apiCall<ClientMember[]>(API_PATHS.clients.businessUsers(clientId));
}
