import { API_PATHS } from '@/shared/api-paths';
import type { BatchSummary } from '@/shared/contract/boxes';
import { apiCall } from '@/client/lib/api/api-client';

/** The latest batches of boxes, newest first (admins). */
export function listBatches(): Promise<BatchSummary[]> {
  return apiCall<BatchSummary[]>(API_PATHS.boxes.batches);
}
