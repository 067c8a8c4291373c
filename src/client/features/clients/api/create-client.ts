import { API_PATHS } from '@/shared/api-paths';
import type { Client, ClientFields } from '@/shared/contract/clients';
import { apiCall } from '@/client/lib/api/api-client';

export function createClient(body: ClientFields): Promise<Client> {
  return apiCall<Client>(API_PATHS.clients.list, { method: 'POST', body });
}
