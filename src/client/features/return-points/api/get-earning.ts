import { API_PATHS } from '@/shared/api-paths';
import type { Earning } from '@/shared/contract/settings';
import { apiCall } from '@/client/lib/api/api-client';

/** What a returned box earns and the CO₂ it saves (public). */
export function getEarning(): Promise<Earning> {
  return apiCall<Earning>(API_PATHS.earning);
}
