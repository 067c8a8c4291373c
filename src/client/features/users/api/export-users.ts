// GET /user/export.csv: the server streams every user of the filter as CSV (a million rows are
// not fetched page by page into the browser), read as a file.
import { API_PATHS } from '@/shared/api-paths';
import type { ListUsersQuery } from '@/shared/contract/users';
import { apiFile, presentValues } from '@/client/lib/api/api-file';

export function exportUsersCsv(filter: Pick<ListUsersQuery, 'sort'> & { search?: string; role?: string }): Promise<{ blob: Blob; fileName: string }> {
  return apiFile(API_PATHS.user.exportCsv, { query: presentValues(filter), fallbackName: 'rebox-users.csv', type: 'text/csv' });
}
