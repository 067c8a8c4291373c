import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { EventManagerStats } from '../../../../shared/contract/stats';
import { api, userCall } from '../../../lib/api-client';

export function getEventManagerStats() {
  return userCall(() => api<ApiEnvelope<EventManagerStats>>('/stats/event-manager'));
}
