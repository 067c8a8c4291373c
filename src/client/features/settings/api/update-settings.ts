import { API_PATHS } from '@/shared/api-paths';
import type { Settings, UpdateSettingsBody } from '@/shared/contract/settings';
import { apiCall } from '@/client/lib/api/api-client';

export function updateSettings(body: UpdateSettingsBody): Promise<Settings> {
  return apiCall<Settings>(API_PATHS.settings, { method: 'PUT', body });
}
