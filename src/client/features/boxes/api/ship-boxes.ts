import { API_PATHS } from '@/shared/api-paths';
import type { ScanAnswer } from '@/shared/contract/boxes';
import { apiCall } from '@/client/lib/api/api-client';

/** In stock -> out to a customer, each code with its outcome; the order reference is kept on every box's journey. */
export function shipBoxes(codes: string[], orderRef?: string): Promise<ScanAnswer> {
  return apiCall<ScanAnswer>(API_PATHS.boxes.ship, { method: 'POST', body: { codes, ...(orderRef ? { orderRef } : {}) } });
}
