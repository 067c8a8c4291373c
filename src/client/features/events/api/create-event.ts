import type { Event } from '../../../../shared/contract/events';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Multipart: the text fields of createEventFields plus an optional `banner` file. */
export function createEvent(form: FormData, onProgress?: (fraction: number) => void) {
  return uploadWithProgress<Event>('/events', form, { method: 'POST', onProgress });
}
