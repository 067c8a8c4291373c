import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { UserStats } from '../../../../shared/contract/stats';
import { api, userCall } from '../../../lib/api-client';

export function getUserStats() {
  return userCall(() => api<ApiEnvelope<UserStats>>('/stats/user'));
}
