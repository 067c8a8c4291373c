import { API_PATHS } from '@/shared/api-paths';
import type { Event } from '@/shared/contract/events';
import { uploadWithProgress } from '@/client/lib/api/upload-with-progress';

/** Multipart: the text fields of createEventFields plus an optional `banner` file. */
export async function createEvent(form: FormData, onProgress?: (fraction: number) => void): Promise<Event> {
  return (await uploadWithProgress<Event>(API_PATHS.events.list, form, { method: 'POST', onProgress })).data;
}
