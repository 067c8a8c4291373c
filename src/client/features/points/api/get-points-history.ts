import { API_PATHS } from '@/shared/api-paths';
import type { PointsHistoryAnswer } from '@/shared/contract/points';
import { apiCall } from '@/client/lib/api/api-client';

/** The caller's own ledger, newest first, with the current balance. */
export function getPointsHistory(page: number, pageSize: number): Promise<PointsHistoryAnswer> {
  return apiCall<PointsHistoryAnswer>(API_PATHS.points.history, { query: { page, pageSize } });
}
