import type { ApiEnvelope, Page } from '../../../../shared/contract/envelope';
import type { BoxReturn } from '../../../../shared/contract/returns';
import { api, userCall } from '../../../lib/api-client';

/** Returns the caller recorded, newest first. */
export function listMyRecordedReturns(page: number, pageSize: number) {
  return userCall(() => api<ApiEnvelope<Page<BoxReturn>>>('/points/returns/mine', { query: { page, pageSize } }));
}
