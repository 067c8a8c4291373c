import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Settings } from '../../../../shared/contract/settings';
import { api, userCall } from '../../../lib/api-client';

/** Points per box, so the return form can say what a return is worth before it is sent. */
export function getSettings() {
  return userCall(() => api<ApiEnvelope<Settings>>('/settings'));
}
