import type { Client, ListClientsQuery } from '../../../../shared/contract/clients';
import type { ApiEnvelope, Page } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function listClients(query: Partial<ListClientsQuery>): Promise<Page<Client>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return dataOrThrow(userCall(() => api<ApiEnvelope<Page<Client>>>('/clients', { query: params })));
}
