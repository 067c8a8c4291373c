import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { Store } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';

export function listMyStores() {
  return userCall(() => api<ApiEnvelope<Store[]>>('/stores/mine'));
}
