// GET /user/export.csv: the server streams every user of the filter as CSV (issue 20: a million
// rows are not fetched page by page into the browser). It is text/csv, not the JSON envelope,
// so it is fetched here; a failure still reads as the server's sentence and a 401 still ends
// the session, as apiCall does.
import { API_PATHS } from '@/shared/api-paths';
import type { ListUsersQuery } from '@/shared/contract/users';
import { API_PREFIX } from '@/shared/shell-api-paths';
import { ApiError, FALLBACK_ERROR, noAnswerMessage, notifyUnauthorized } from '@/client/lib/api/api-client';
import { answerSentence, type FailedAnswer } from '@/client/lib/api/answer-sentence';
import { sessionAtom } from '@/client/lib/session';
import { appStore } from '@/client/lib/store';

export async function exportUsersCsv(filter: Pick<ListUsersQuery, 'sort'> & { search?: string; role?: string }): Promise<{ blob: Blob; fileName: string }> {
  const token = appStore.get(sessionAtom)?.token;
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${API_PATHS.user.exportCsv}?${query}`, { credentials: 'include', headers: token ? { Authorization: token } : {} });
  } catch {
    throw new ApiError(noAnswerMessage());
  }
  if (response.ok) {
    const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'rebox-users.csv';
    return { blob: await response.blob(), fileName };
  }
  if (response.status === 401 && token) notifyUnauthorized();
  const answer = (await response.json().catch(() => null)) as FailedAnswer | null;
  throw new ApiError(answerSentence(answer) ?? FALLBACK_ERROR, response.status, response.headers);
}
