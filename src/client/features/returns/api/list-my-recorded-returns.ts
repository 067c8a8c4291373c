// The caller's own records (returns they recorded or decided), newest first: a page of them, or
// the whole filtered list as the CSV file the server streams.
import { API_PATHS } from '@/shared/api-paths';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn, RecordsFilter } from '@/shared/contract/returns';
import { apiCall, apiResponse, failureOf } from '@/client/lib/api/api-client';

const queryOf = (filter: RecordsFilter) => Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

export function listMyRecordedReturns(page: number, pageSize: number, filter: RecordsFilter = {}): Promise<Page<BoxReturn>> {
  return apiCall<Page<BoxReturn>>(API_PATHS.returns.recordedByMe, { query: { page, pageSize, ...queryOf(filter) } });
}

/** text/csv, not the JSON envelope: read as a file; a failure still reads as the server's sentence. */
export async function exportMyRecords(filter: RecordsFilter): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse<string>(API_PATHS.returns.recordedByMeCsv, { query: queryOf(filter) });
  if (!response.ok) throw failureOf(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'rebox-records.csv';
  return { blob: new Blob([response._data ?? ''], { type: response.headers.get('content-type') ?? 'text/csv' }), fileName };
}
