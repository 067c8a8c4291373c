import { API_PATHS } from '@/shared/api-paths';
import type { DistributorStats } from '@/shared/contract/stats';
import { apiCall } from '@/client/lib/api/api-client';

export function getDistributorStats(): Promise<DistributorStats> {
  return apiCall<DistributorStats>(API_PATHS.stats.distributor);
}
