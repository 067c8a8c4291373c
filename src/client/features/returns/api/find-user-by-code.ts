import { API_PATHS } from '@/shared/api-paths';
import type { UserByCode } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';

/** Who a personal code belongs to (name and code only), so staff see whom they credit. */
export function findUserByCode(code: string): Promise<UserByCode> {
  return apiCall<UserByCode>(API_PATHS.returns.userByCode(code));
}
