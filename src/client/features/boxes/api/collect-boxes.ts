import { API_PATHS } from '@/shared/api-paths';
import type { ScanAnswer } from '@/shared/contract/boxes';
import { apiCall } from '@/client/lib/api/api-client';

/** Handed in (or posted back) -> in stock again, each code with its outcome. */
export function collectBoxes(codes: string[]): Promise<ScanAnswer> {
  return apiCall<ScanAnswer>(API_PATHS.boxes.collect, { method: 'POST', body: { codes } });
}
