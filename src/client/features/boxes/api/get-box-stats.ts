import { API_PATHS } from '@/shared/api-paths';
import type { BoxStats } from '@/shared/contract/boxes';
import { apiCall } from '@/client/lib/api/api-client';

/** The box figures: the whole service's or one client's for admins, their own client's for its staff. */
export function getBoxStats(clientId?: number): Promise<BoxStats> {
  return apiCall<BoxStats>(API_PATHS.boxes.stats, { query: { clientId } });
}
