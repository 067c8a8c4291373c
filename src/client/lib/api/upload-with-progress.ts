// A multipart call that reports upload progress. ofetch (on fetch) cannot report the progress
// of a request body, so this one path stays on XMLHttpRequest, with the same rules as api-client.ts:
// base /api/v1, credentials included, the raw token as Authorization, a 401 ends the session,
// and a failure rejects with an ApiError carrying the server's sentence.
import { API_PREFIX } from '@/shared/shell-api-paths';
import type { ApiEnvelope } from '@/shared/contract/envelope';
import { serverSentence } from '../format/field-message';
import { sessionAtom } from '../session/session';
import { appStore, type AppStore } from '../store';
import { ApiError, FALLBACK_ERROR, noAnswerMessage, notifyUnauthorized } from './api-client';
import { answerSentence } from './answer-sentence';

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** 0..1 as the body goes out. */
  onProgress?: (fraction: number) => void;
  store?: AppStore;
}

/** Sends `form`; resolves with the whole answer, rejects with an ApiError. */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<ApiEnvelope<T>> {
  const { method = 'POST', onProgress, store = appStore } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_PREFIX}${path}`);
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
        resolve({ success: true, data: body.data as T, message: answerSentence(body) ?? '' });
        return;
      }
      if (xhr.status === 401 && token) notifyUnauthorized();
      console.error('Upload failed', xhr.status, body);
      const sentence = answerSentence(body);
      reject(new ApiError(sentence ? serverSentence(sentence) : FALLBACK_ERROR, xhr.status));
    };
    xhr.onerror = () => {
      console.error('Upload failed: no answer');
      reject(new ApiError(noAnswerMessage()));
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
