import { API_PATHS } from '@/shared/api-paths';
import { apiCall } from '@/client/lib/api/api-client';

/** Soft delete; the server detaches the client's distributors and business users. */
export function deleteClient(id: number): Promise<null> {
  return apiCall<null>(API_PATHS.clients.one(id), { method: 'DELETE' });
}
