import { API_PATHS } from '@/shared/api-paths';
import type { Client, UpdateClientBody } from '@/shared/contract/clients';
import { apiCall } from '@/client/lib/api/api-client';

export function updateClient(id: number, body: UpdateClientBody): Promise<Client> {
  return apiCall<Client>(API_PATHS.clients.one(id), { method: 'PUT', body });
}
