import { API_PATHS } from '@/shared/api-paths';
import type { Company } from '@/shared/contract/coupons';
import { apiCall } from '@/client/lib/api/api-client';

export function listCompanies(): Promise<Company[]> {
  return apiCall<Company[]>(API_PATHS.coupons.companies);
}
