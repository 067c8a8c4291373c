import { API_PATHS } from '@/shared/api-paths';
import type { UserStats } from '@/shared/contract/stats';
import { apiCall } from '@/client/lib/api/api-client';

export function getUserStats(): Promise<UserStats> {
  return apiCall<UserStats>(API_PATHS.stats.user);
}
