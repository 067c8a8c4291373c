import { API_PATHS } from '@/shared/api-paths';
import { apiCall } from '@/client/lib/api/api-client';

/** GET /account/export: everything Rebox holds about the caller (profile, ledger, redemptions, returns, events). */
export function exportMyData(): Promise<unknown> {
  return apiCall<unknown>(API_PATHS.account.export);
}
