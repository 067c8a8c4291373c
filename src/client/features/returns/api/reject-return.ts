import { API_PATHS } from '@/shared/api-paths';
import type { BoxReturn } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

export function rejectReturn(id: number): Promise<BoxReturn> {
  return apiCall<BoxReturn>(API_PATHS.returns.reject(id), { method: 'POST' });
}
