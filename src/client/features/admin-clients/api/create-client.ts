import type { Client, ClientFields } from '../../../../shared/contract/clients';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function createClient(body: ClientFields): Promise<Client> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<Client>>('/clients', { method: 'POST', body })));
}
