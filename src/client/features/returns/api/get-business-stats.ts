import { API_PATHS } from '@/shared/api-paths';
import type { BusinessStats } from '@/shared/contract/stats';
import { apiCall } from '@/client/lib/api/api-client';

export function getBusinessStats(): Promise<BusinessStats> {
  return apiCall<BusinessStats>(API_PATHS.stats.business);
}
