import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { UserByCode } from '../../../../shared/contract/returns';
import { api, userCall } from '../../../lib/api-client';

/** Who a personal code belongs to (name and code only), so staff see whom they credit. */
export function findUserByCode(code: string) {
  return userCall(() => api<ApiEnvelope<UserByCode>>(`/users/by-code/${encodeURIComponent(code)}`));
}
