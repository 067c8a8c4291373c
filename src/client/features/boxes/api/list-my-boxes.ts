import { API_PATHS } from '@/shared/api-paths';
import type { MyBox } from '@/shared/contract/boxes';
import { apiCall } from '@/client/lib/api/api-client';

/** The boxes the recycler handed in or posted back, newest first. */
export function listMyBoxes(): Promise<MyBox[]> {
  return apiCall<MyBox[]>(API_PATHS.boxes.mine);
}
