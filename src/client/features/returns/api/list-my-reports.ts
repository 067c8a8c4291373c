import type { ApiEnvelope, Page } from '../../../../shared/contract/envelope';
import type { BoxReturn } from '../../../../shared/contract/returns';
import { api, userCall } from '../../../lib/api-client';

export function listMyReports(page: number, pageSize: number) {
  return userCall(() => api<ApiEnvelope<Page<BoxReturn>>>('/points/returns/my-reports', { query: { page, pageSize } }));
}
