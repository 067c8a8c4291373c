import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, couponCall } from '../../../lib/api-client';

export function deleteCompany(id: number): Promise<null> {
  return couponCall(() => api<ApiEnvelope<null>>(`/coupon/delete-company/${id}`, { method: 'DELETE' }));
}
