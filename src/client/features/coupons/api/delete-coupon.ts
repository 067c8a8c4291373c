import { API_PATHS } from '@/shared/api-paths';
import { apiCall } from '@/client/lib/api/api-client';

export function deleteCoupon(id: number): Promise<null> {
  return apiCall<null>(API_PATHS.coupons.remove(id), { method: 'DELETE' });
}
