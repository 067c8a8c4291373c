import type { ApiEnvelope, Page } from '../../../../shared/contract/envelope';
import type { RedemptionReportRow } from '../../../../shared/contract/redemption-report';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

/** One page of the redemptions with from <= redeemedAt < to (ISO instants), oldest first. */
export function getRedemptions(from: string, to: string, page: number, pageSize: number): Promise<Page<RedemptionReportRow>> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<Page<RedemptionReportRow>>>('/coupon/redemptions', { query: { from, to, page, pageSize } })));
}
