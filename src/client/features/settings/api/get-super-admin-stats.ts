import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { SuperAdminStats } from '../../../../shared/contract/stats';
import { api, userCall } from '../../../lib/api-client';

export function getSuperAdminStats() {
  return userCall(() => api<ApiEnvelope<SuperAdminStats>>('/stats/super-admin'));
}
