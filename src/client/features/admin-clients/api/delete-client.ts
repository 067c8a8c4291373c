import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

/** Soft delete; the server detaches the client's distributors and business users. */
export function deleteClient(id: number): Promise<null> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<null>>(`/clients/${id}`, { method: 'DELETE' })));
}
