import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { PointsHistoryAnswer } from '../../../../shared/contract/points';
import { api, userCall } from '../../../lib/api-client';

/** The caller's own ledger, newest first, with the current balance. */
export function getPointsHistory(page: number, pageSize: number) {
  return userCall(() => api<ApiEnvelope<PointsHistoryAnswer>>('/points/history', { query: { page, pageSize } }));
}
