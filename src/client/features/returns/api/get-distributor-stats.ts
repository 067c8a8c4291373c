import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { DistributorStats } from '../../../../shared/contract/stats';
import { api, userCall } from '../../../lib/api-client';

export function getDistributorStats() {
  return userCall(() => api<ApiEnvelope<DistributorStats>>('/stats/distributor'));
}
