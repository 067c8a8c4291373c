import { API_PATHS } from '@/shared/api-paths';
import type { AdminStats } from '@/shared/contract/stats';
import { apiCall } from '@/client/lib/api/api-client';

export function getAdminStats(): Promise<AdminStats> {
  return apiCall<AdminStats>(API_PATHS.stats.admin);
}
