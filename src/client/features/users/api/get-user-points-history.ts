import { API_PATHS } from '@/shared/api-paths';
import type { PointsHistoryAnswer } from '@/shared/contract/points';
import { apiCall } from '@/client/lib/api/api-client';

/** Any user's ledger (admin), newest first, with their balance. */
export function getUserPointsHistory(userId: number, page: number, pageSize: number): Promise<PointsHistoryAnswer> {
  return apiCall<PointsHistoryAnswer>(API_PATHS.points.historyOf(userId), { query: { page, pageSize } });
}
