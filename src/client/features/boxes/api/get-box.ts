import { API_PATHS } from '@/shared/api-paths';
import type { BoxFacts } from '@/shared/contract/boxes';
import { apiCall } from '@/client/lib/api/api-client';

/** What a box is; its state and journey too for admins and staff of its client. */
export function getBox(code: string): Promise<BoxFacts> {
  return apiCall<BoxFacts>(API_PATHS.boxes.one(code));
}
