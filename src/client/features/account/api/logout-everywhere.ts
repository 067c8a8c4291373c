import { API_PATHS } from '@/shared/api-paths';
import { apiEnvelope } from '@/client/lib/api/api-client';

/** POST /auth/logout-everywhere: ends every session of the account, this one included; the server's sentence. */
export async function logoutEverywhere(): Promise<string> {
  return (await apiEnvelope<null>(API_PATHS.auth.logoutEverywhere, { method: 'POST' })).message;
}
