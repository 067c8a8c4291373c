import type { ApiEnvelope, Page } from '../../../../shared/contract/envelope';
import type { BoxReturn } from '../../../../shared/contract/returns';
import { api, userCall } from '../../../lib/api-client';

/** Reports waiting for a decision: all of them for a distributor, those at own stores for a business user. */
export function listPendingReturns(page: number, pageSize: number) {
  return userCall(() => api<ApiEnvelope<Page<BoxReturn>>>('/points/returns/pending', { query: { page, pageSize } }));
}
