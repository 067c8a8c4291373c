import { API_PATHS } from '@/shared/api-paths';
import type { DeleteAccountBody } from '@/shared/contract/auth';
import { apiEnvelope } from '@/client/lib/api/api-client';

/** DELETE /account with the password: anonymises the account and ends its sessions; the server's sentence. */
export async function deleteAccount(body: DeleteAccountBody): Promise<string> {
  return (await apiEnvelope<null>(API_PATHS.account.remove, { method: 'DELETE', body })).message;
}
