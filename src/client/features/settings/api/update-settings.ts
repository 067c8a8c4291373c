import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Settings, UpdateSettingsBody } from '../../../../shared/contract/settings';
import { api, userCall } from '../../../lib/api-client';

export function updateSettings(body: UpdateSettingsBody) {
  return userCall(() => api<ApiEnvelope<Settings>>('/settings', { method: 'PUT', body }));
}
