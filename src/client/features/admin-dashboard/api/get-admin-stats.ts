import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { AdminStats } from '../../../../shared/contract/stats';
import { api, userCall } from '../../../lib/api-client';
import { dataOrThrow } from '../../../lib/call-result';

export function getAdminStats(): Promise<AdminStats> {
  return dataOrThrow(userCall(() => api<ApiEnvelope<AdminStats>>('/stats/admin')));
}
