import { API_PATHS } from '@/shared/api-paths';
import type { EventManagerStats } from '@/shared/contract/stats';
import { apiCall } from '@/client/lib/api/api-client';

export function getEventManagerStats(): Promise<EventManagerStats> {
  return apiCall<EventManagerStats>(API_PATHS.stats.eventManager);
}
