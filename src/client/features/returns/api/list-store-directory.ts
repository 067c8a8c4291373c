import type { ApiEnvelope } from '../../../../shared/contract/envelope';
import type { StoreDirectoryEntry } from '../../../../shared/contract/stores';
import { api, userCall } from '../../../lib/api-client';

/** Active stores a recycler can say they returned boxes at. */
export function listStoreDirectory() {
  return userCall(() => api<ApiEnvelope<StoreDirectoryEntry[]>>('/stores/directory'));
}
