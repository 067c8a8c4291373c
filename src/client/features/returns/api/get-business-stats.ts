import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { BusinessStats } from '../../../../shared/contract/stats';
import { api, userCall } from '../../../lib/api-client';

export function getBusinessStats() {
  return userCall(() => api<ApiEnvelope<BusinessStats>>('/stats/business'));
}
