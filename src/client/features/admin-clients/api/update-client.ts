import type { Client, UpdateClientBody } from '../../../../shared/contract/clients';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function updateClient(id: number, body: UpdateClientBody): Promise<Client> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<Client>>(`/clients/${id}`, { method: 'PUT', body })));
}
