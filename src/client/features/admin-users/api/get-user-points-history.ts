import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { PointsHistoryAnswer } from '../../../../shared/contract/points';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

/** Any user's ledger (admin), newest first, with their balance. */
export function getUserPointsHistory(userId: number, page: number, pageSize: number): Promise<PointsHistoryAnswer> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<PointsHistoryAnswer>>(`/points/history/${userId}`, { query: { page, pageSize } })));
}
