import { API_PATHS } from '@/shared/api-paths';
import type { Client } from '@/shared/contract/clients';
import { apiCall } from '@/client/lib/api/api-client';

export function getClient(id: number): Promise<Client> {
  return apiCall<Client>(API_PATHS.clients.one(id));
}
