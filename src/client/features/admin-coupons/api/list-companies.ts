import type { Company } from '../../../../shared/contract/coupons';
import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import { api, couponCall } from '../../../lib/api-client';

export function listCompanies(): Promise<Company[]> {
  return couponCall(() => api<ApiEnvelope<Company[]>>('/coupon/get-companies'));
}
