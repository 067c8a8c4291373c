import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { JoinedEvent } from '../../../../shared/contract/events';
import { api, userCall } from '../../../lib/api-client';

export function joinEvent(inviteId: string) {
  return userCall(() => api<ApiEnvelope<JoinedEvent>>(`/events/invite/${encodeURIComponent(inviteId)}/join`, { method: 'POST' }));
}
