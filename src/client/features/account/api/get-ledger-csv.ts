// The ledger comes as text/csv, not the JSON envelope, so it is read as text here; failures
// still read as the server's sentence and a 401 still ends the session, as apiCall does.
import { API_PATHS } from '@/shared/api-paths';
import { apiResponse, failureOf } from '@/client/lib/api/api-client';

/** GET /account/ledger.csv: the caller's points ledger as CSV text. */
export async function getLedgerCsv(): Promise<string> {
  const response = await apiResponse<string>(API_PATHS.account.ledgerCsv);
  if (!response.ok) throw failureOf(response);
  return response._data ?? '';
}
