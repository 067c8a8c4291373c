import { API_PATHS } from '@/shared/api-paths';
import type { Event } from '@/shared/contract/events';
import { uploadWithProgress } from '@/client/lib/api/upload-with-progress';

/** Multipart: the text fields of updateEventFields, and a `banner` file to replace the banner. */
export async function updateEvent(id: number, form: FormData, onProgress?: (fraction: number) => void): Promise<Event> {
  return (await uploadWithProgress<Event>(API_PATHS.events.one(id), form, { method: 'PUT', onProgress })).data;
}
