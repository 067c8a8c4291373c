// The caller's own records (returns they recorded or decided), newest first: a page of them, or
// the whole filtered list as the CSV file the server streams.
import { API_PATHS } from '@/shared/api-paths';
import type { Page } from '@/shared/contract/envelope';
import type { BoxReturn, RecordsFilter } from '@/shared/contract/returns';
import { apiCall } from '@/client/lib/api/api-client';
import { apiFile, presentValues } from '@/client/lib/api/api-file';

export function listMyRecordedReturns(page: number, pageSize: number, filter: RecordsFilter = {}): Promise<Page<BoxReturn>> {
  return apiCall<Page<BoxReturn>>(API_PATHS.returns.recordedByMe, { query: { page, pageSize, ...presentValues(filter) } });
}

export function exportMyRecords(filter: RecordsFilter): Promise<{ blob: Blob; fileName: string }> {
  return apiFile(API_PATHS.returns.recordedByMeCsv, { query: presentValues(filter), fallbackName: 'rebox-records.csv', type: 'text/csv' });
}
