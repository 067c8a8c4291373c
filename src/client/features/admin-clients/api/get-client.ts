import type { Client } from '../../../../shared/contract/clients';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function getClient(id: number): Promise<Client> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<Client>>(`/clients/${id}`)));
}
