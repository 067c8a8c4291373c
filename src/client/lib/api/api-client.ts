// The one way to call the API (spec section 7): base /api/v1, JSON by default, FormData as
// multipart, credentials included, no timeout, the raw token as the Authorization value.
// A failed call throws an ApiError carrying the server's sentence (or a fallback that says
// what to do next) and the status, so every screen reports failures the same way. The spec's
// own user calls answer a result instead (user-call.ts).
import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { API_PREFIX } from '@/shared/shell-api-paths';
import type { ApiEnvelope } from '@/shared/contract/envelope';
import { sessionAtom } from '../session';
import { appStore } from '../store';

export const FALLBACK_ERROR = 'An error occurred';
const OFFLINE_ERROR = 'You are offline. Check your connection and try again.';

/** A failed call: `message` is the sentence to show; `status` is 0 when no answer came. */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's headers (e.g. the service worker's "queued" mark), null without an answer. */
  readonly headers: Headers | null;

  constructor(message: string, status = 0, headers: Headers | null = null) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The app shell subscribes to end the session when the server answers 401 to a signed-in call. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** For calls made outside `fetcher` (an upload with progress): a 401 to a signed-in call ends the session. */
export function notifyUnauthorized() {
  unauthorizedListeners.forEach((listener) => listener());
}

const fetcher = ofetch.create({
  baseURL: API_PREFIX,
  credentials: 'include',
  onRequest({ options }) {
    const token = appStore.get(sessionAtom)?.token;
    if (token) {
      const headers = new Headers(options.headers);
      headers.set('Authorization', token);
      options.headers = headers;
    }
  },
  onResponseError({ response, options }) {
    const sentToken = new Headers(options.headers).has('Authorization');
    if (response.status === 401 && sentToken) notifyUnauthorized();
  },
});

/** The sentence for a call that got no answer. */
export function noAnswerMessage(): string {
  return navigator.onLine ? FALLBACK_ERROR : OFFLINE_ERROR;
}

function toApiError(error: unknown): ApiError {
  const fetchError = error instanceof FetchError ? error : null;
  const response = fetchError?.response;
  const sentence = (fetchError?.data as Partial<ApiEnvelope<unknown>> | undefined)?.message;
  // No answer at all (only a fetch can fail that way): say whether the connection is the reason.
  const message = typeof sentence === 'string' && sentence ? sentence : response || !fetchError ? FALLBACK_ERROR : noAnswerMessage();
  return new ApiError(message, response?.status ?? 0, response?.headers ?? null);
}

export type ApiOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'credentials'>;

/** The whole answer (data and the server's message), or an ApiError. */
export async function apiEnvelope<T>(path: string, options?: ApiOptions): Promise<ApiEnvelope<T>> {
  try {
    return await fetcher<ApiEnvelope<T>>(path, options);
  } catch (error) {
    throw toApiError(error);
  }
}

/** The answer's data, or an ApiError carrying the server's sentence. */
export async function apiCall<T>(path: string, options?: ApiOptions): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

/** The sentence to show for a failed call; anything else that went wrong reads as `fallback`. */
export function errorMessage(error: unknown, fallback = FALLBACK_ERROR): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
