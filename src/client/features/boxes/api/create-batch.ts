import { API_PATHS } from '@/shared/api-paths';
import type { Batch, CreateBatchBody } from '@/shared/contract/boxes';
import { apiCall } from '@/client/lib/api/api-client';

/** New boxes in stock for a client (admins): the batch with every new code. */
export function createBatch(body: CreateBatchBody): Promise<Batch> {
  return apiCall<Batch>(API_PATHS.boxes.batches, { method: 'POST', body });
}
