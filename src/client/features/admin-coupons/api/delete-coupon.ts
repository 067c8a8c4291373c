import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, couponCall } from '../../../lib/api-client';

export function deleteCoupon(id: number): Promise<null> {
  return couponCall(() => api<ApiEnvelope<null>>(`/coupon/delete-coupon-code/${id}`, { method: 'DELETE' }));
}
