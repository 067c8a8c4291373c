import { API_PATHS } from '@/shared/api-paths';
import type { ReturnRates } from '@/shared/contract/boxes';
import { apiCall } from '@/client/lib/api/api-client';

/** The return rate of the whole service and of each of the first clients by name, in one answer (admins). */
export function getReturnRates(): Promise<ReturnRates> {
  return apiCall<ReturnRates>(API_PATHS.boxes.returnRates);
}
