// GET /user/export.csv: the server streams every user of the filter as CSV (a million rows are
// not fetched page by page into the browser). It is text/csv, not the JSON envelope, so it is
// read as a file here; a failure still reads as the server's sentence and a 401 still ends
// the session, as apiCall does.
import { API_PATHS } from '@/shared/api-paths';
import type { ListUsersQuery } from '@/shared/contract/users';
import { apiResponse, failureOf } from '@/client/lib/api/api-client';

export async function exportUsersCsv(filter: Pick<ListUsersQuery, 'sort'> & { search?: string; role?: string }): Promise<{ blob: Blob; fileName: string }> {
  const query = Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  const response = await apiResponse<string>(API_PATHS.user.exportCsv, { query });
  if (!response.ok) throw failureOf(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'rebox-users.csv';
  return { blob: new Blob([response._data ?? ''], { type: response.headers.get('content-type') ?? 'text/csv' }), fileName };
}
