// Multipart uploads with progress. fetch() reports no upload progress, so uploads go
// through XMLHttpRequest, with the same base, credentials and raw-token Authorization as
// the API client. Failures are thrown as ofetch FetchErrors carrying the server's envelope,
// so couponCall/errorMessage turn them into the server's sentence like any other call.
import { FetchError } from 'ofetch';
import type { ApiEnvelope } from '../../../shared/contract/envelope';
import { API_BASE } from '../../lib/api-client';
import { sessionAtom } from '../../lib/session';
import { appStore } from '../../lib/store';

export type UploadProgress = (fraction: number) => void;

function failure(status: number, body: unknown, statusText: string): FetchError {
  const error = new FetchError(`${status} ${statusText}`.trim());
  error.status = status;
  error.statusText = statusText;
  error.data = body;
  // errorMessage() tells "no answer at all" (offline) from "an answer" by the response.
  if (status > 0) error.response = new Response(null, { status, statusText }) as FetchError['response'];
  return error;
}

export function sendMultipart<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: FormData,
  onProgress?: UploadProgress,
): Promise<ApiEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.withCredentials = true;
    const token = appStore.get(sessionAtom)?.token;
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && parsed) {
        onProgress?.(1);
        resolve(parsed as ApiEnvelope<T>);
      } else reject(failure(xhr.status, parsed, xhr.statusText));
    };
    xhr.onerror = () => reject(failure(0, null, 'Network error'));
    xhr.onabort = () => reject(failure(0, null, 'Aborted'));
    xhr.send(body);
  });
}
