import { API_PATHS } from '@/shared/api-paths';
import type { ScanAnswer } from '@/shared/contract/boxes';
import { apiCall } from '@/client/lib/api/api-client';

/** Out of use (damaged, lost), the reason kept on each box's journey; each code with its outcome. */
export function retireBoxes(codes: string[], reason: string): Promise<ScanAnswer> {
  return apiCall<ScanAnswer>(API_PATHS.boxes.retire, { method: 'POST', body: { codes, reason } });
}
