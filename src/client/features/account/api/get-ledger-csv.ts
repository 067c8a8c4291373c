// The ledger comes as text/csv, not the JSON envelope, so it is fetched as text here; failures
// still read as the server's sentence and a 401 still ends the session, as apiCall does.
import { API_PATHS } from '@/shared/api-paths';
import { API_PREFIX } from '@/shared/shell-api-paths';
import { ApiError, FALLBACK_ERROR, noAnswerMessage, notifyUnauthorized } from '@/client/lib/api/api-client';
import { answerSentence, type FailedAnswer } from '@/client/lib/api/answer-sentence';
import { sessionAtom } from '@/client/lib/session';
import { appStore } from '@/client/lib/store';

/** GET /account/ledger.csv: the caller's points ledger as CSV text. */
export async function getLedgerCsv(): Promise<string> {
  const token = appStore.get(sessionAtom)?.token;
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${API_PATHS.account.ledgerCsv}`, { credentials: 'include', headers: token ? { Authorization: token } : {} });
  } catch {
    throw new ApiError(noAnswerMessage());
  }
  if (response.ok) return response.text();
  if (response.status === 401 && token) notifyUnauthorized();
  const answer = (await response.json().catch(() => null)) as FailedAnswer | null;
  throw new ApiError(answerSentence(answer) ?? FALLBACK_ERROR, response.status, response.headers);
}
