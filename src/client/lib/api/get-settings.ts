import { API_PATHS } from '@/shared/api-paths';
import type { Settings } from '@/shared/contract/settings';
import { apiCall } from './api-client';

/** The earning settings: points per box (return forms say what a return is worth) and CO₂ per box. */
export function getSettings(): Promise<Settings> {
  return apiCall<Settings>(API_PATHS.settings);
}
