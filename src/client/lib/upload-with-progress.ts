// A multipart call that reports upload progress. fetch cannot report the progress of a
// request body, so this one path uses XMLHttpRequest, with the same rules as `api`: base
// /api/v1, credentials included, the raw token as Authorization, a 401 ends the session.
import type { ApiEnvelope } from '../../shared/contract/envelope';
import { API_BASE, FALLBACK_ERROR, notifyUnauthorized, type UserCallResult } from './api-client';
import { sessionAtom } from './session';
import { appStore, type AppStore } from './store';

export const OFFLINE_ERROR = 'You are offline. Check your connection and try again.';

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** 0..1 as the body goes out. */
  onProgress?: (fraction: number) => void;
  store?: AppStore;
}

/** Sends `form` and answers like a user call (spec section 8): the data, or the server's message. */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<UserCallResult<T>> {
  const { method = 'POST', onProgress, store = appStore } = options;
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = store.get(sessionAtom)?.token;
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText) as Partial<ApiEnvelope<T>> | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && body.success !== false) {
        onProgress?.(1);
        resolve({ ok: true, data: body.data as T, message: body.message ?? '' });
        return;
      }
      if (xhr.status === 401 && token) notifyUnauthorized();
      console.error('Upload failed', xhr.status, body);
      resolve({ ok: false, message: typeof body?.message === 'string' && body.message ? body.message : FALLBACK_ERROR });
    };
    xhr.onerror = () => {
      console.error('Upload failed: no answer');
      resolve({ ok: false, message: navigator.onLine ? FALLBACK_ERROR : OFFLINE_ERROR });
    };
    xhr.send(form);
  });
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
