import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { BoxReturn, ReportReturnBody } from '../../../../shared/contract/returns';
import { api, userCall } from '../../../lib/api-client';

/** A recycler's own report: pending until a distributor or the store's owner confirms it. */
export function reportReturn(body: ReportReturnBody) {
  return userCall(() => api<ApiEnvelope<BoxReturn>>('/points/returns/report', { method: 'POST', body }));
}
