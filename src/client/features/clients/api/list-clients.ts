import { API_PATHS } from '@/shared/api-paths';
import type { Client, ListClientsQuery } from '@/shared/contract/clients';
import type { Page } from '@/shared/contract/envelope';
import { apiCall } from '@/client/lib/api/api-client';

export function listClients(query: Partial<ListClientsQuery>): Promise<Page<Client>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return apiCall<Page<Client>>(API_PATHS.clients.list, { query: params });
}
