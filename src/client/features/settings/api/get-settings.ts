import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Settings } from '../../../../shared/contract/settings';
import { api, userCall } from '../../../lib/api-client';

export function getSettings() {
  return userCall(() => api<ApiEnvelope<Settings>>('/settings'));
}
