import type { Event } from '../../../../shared/contract/events';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Multipart: the text fields of updateEventFields, and a `banner` file to replace the banner. */
export function updateEvent(id: number, form: FormData, onProgress?: (fraction: number) => void) {
  return uploadWithProgress<Event>(`/events/${id}`, form, { method: 'PUT', onProgress });
}
