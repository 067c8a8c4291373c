import { API_PATHS } from '@/shared/api-paths';
import type { ReturnPoint } from '@/shared/contract/stores';
import { apiCall } from '@/client/lib/api/api-client';

/** Every active store where boxes can be brought back (public). */
export function listReturnPoints(): Promise<ReturnPoint[]> {
  return apiCall<ReturnPoint[]>(API_PATHS.stores.returnPoints);
}
