import { API_PATHS } from '@/shared/api-paths';
import { apiCall } from '@/client/lib/api/api-client';

export function deleteEvent(id: number): Promise<unknown> {
  return apiCall<unknown>(API_PATHS.events.one(id), { method: 'DELETE' });
}
