import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { JoinedEvent } from '../../../../shared/contract/events';
import { api, userCall } from '../../../lib/api-client';

export function listJoinedEvents() {
  return userCall(() => api<ApiEnvelope<JoinedEvent[]>>('/events/joined'));
}
