import { API_PATHS } from '@/shared/api-paths';
import type { Page } from '@/shared/contract/envelope';
import type { RedemptionReportRow } from '@/shared/contract/redemption-report';
import { apiCall } from '@/client/lib/api/api-client';

/** One page of the redemptions with from <= redeemedAt < to (ISO instants), oldest first. */
export function getRedemptions(from: string, to: string, page: number, pageSize: number): Promise<Page<RedemptionReportRow>> {
  return apiCall<Page<RedemptionReportRow>>(API_PATHS.redemptions.report, { query: { from, to, page, pageSize } });
}
