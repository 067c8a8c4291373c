import { API_PATHS } from '@/shared/api-paths';
import type { SuperAdminStats } from '@/shared/contract/stats';
import { apiCall } from '@/client/lib/api/api-client';

export function getSuperAdminStats(): Promise<SuperAdminStats> {
  return apiCall<SuperAdminStats>(API_PATHS.stats.superAdmin);
}
