import { API_PATHS } from '@/shared/api-paths';
import type { BoxReturn } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

export function confirmReturn(id: number): Promise<BoxReturn> {
  return apiCall<BoxReturn>(API_PATHS.returns.confirm(id), { method: 'POST' });
}
