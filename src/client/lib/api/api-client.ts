// The one way to call the API (spec section 7), on ofetch: base /api/v1, JSON by default,
// FormData as multipart, credentials included, no timeout, the raw token as the Authorization value.
// A failed call throws an ApiError carrying the server's sentence (or a fallback that says
// what to do next) and the status, so every screen reports failures the same way. The spec's
// own user calls answer a result instead (user-call.ts).
import { t } from '@lingui/core/macro';
import { ofetch, type FetchResponse } from 'ofetch';
import { API_PREFIX } from '@/shared/shell-api-paths';
import type { ApiEnvelope } from '@/shared/contract/envelope';
import { onLanguage } from '../on-language';
import { answerSentence } from './answer-sentence';
import { keepIfEarly, readKey, takeEarlyRead } from './early-reads';
import { sessionAtom } from '../session/session';
import { appStore } from '../store';

/** The sentence for a failure nobody explained, in the active language (see on-language.ts). */
export let FALLBACK_ERROR = '';
onLanguage(() => {
  FALLBACK_ERROR = t`An error occurred`;
});

/** A failed call: `message` is the sentence to show; `status` is 0 when no answer came. */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's headers (e.g. the service worker's "queued" mark), null without an answer. */
  readonly headers: Headers | null;
  /** The server's id of the sentence (SERVER_MESSAGES), for a screen that answers one refusal its own way. */
  readonly code: string | null;

  constructor(message: string, status = 0, headers: Headers | null = null, code: string | null = null) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.code = code;
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

/** The sentence for a call that got no answer. */
export function noAnswerMessage(): string {
  return navigator.onLine ? FALLBACK_ERROR : t`You are offline. Check your connection and try again.`;
}

export interface ApiOptions {
  method?: string;
  /** A plain object is sent as JSON; FormData as multipart, as it is. */
  body?: unknown;
  /** Added to the address; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: HeadersInit;
  signal?: AbortSignal;
}

function queryOf(query: ApiOptions['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  const kept = Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null);
  return Object.fromEntries(kept.map(([name, value]) => [name, String(value)]));
}

/**
 * The answer as it came, whatever its status, its body read as its content-type says (JSON,
 * text); an ApiError when no answer came. A 401 to a signed-in call ends the session.
 */
export function apiResponse<R = unknown>(path: string, options: ApiOptions = {}): Promise<FetchResponse<R>> {
  const { method = 'GET', body, headers, signal } = options;
  // A plain read may have been started before its screen rendered (early-reads.ts).
  if (method !== 'GET' || body !== undefined || headers !== undefined || signal !== undefined) return sendRequest<R>(path, options);
  const key = readKey(appStore.get(sessionAtom)?.token, path, queryOf(options.query));
  return takeEarlyRead<FetchResponse<R>>(key) ?? keepIfEarly(key, sendRequest<R>(path, options));
}

async function sendRequest<R>(path: string, { method = 'GET', body, query, headers: given, signal }: ApiOptions): Promise<FetchResponse<R>> {
  const headers = new Headers(given);
  const token = appStore.get(sessionAtom)?.token;
  if (token) headers.set('Authorization', token);
  let response: FetchResponse<R>;
  try {
    response = await ofetch.raw<R>(path, {
      baseURL: API_PREFIX,
      method,
      headers,
      query: queryOf(query),
      signal,
      credentials: 'include',
      // A plain object goes as JSON, FormData as multipart (ofetch tells them apart).
      body: body as BodyInit | Record<string, unknown> | undefined,
      // Failures are read below, so each one reads as the server's sentence.
      ignoreResponseError: true,
      // No retry for reads either: offline the service worker answers them from its copy, and a retry only delays the sentence.
      retry: 0,
    });
  } catch (error) {
    if (signal?.aborted) throw (error as { cause?: unknown }).cause ?? error;
    // No answer at all: say whether the connection is the reason.
    throw new ApiError(noAnswerMessage());
  }
  if (response.status === 401 && token) notifyUnauthorized();
  return response;
}

/** The body of a failed answer read as the server's sentence, as an ApiError. */
export function failureOf(response: FetchResponse<unknown>): ApiError {
  const answer = isEnvelope(response) ? (response._data as Partial<ApiEnvelope<unknown>>) : undefined;
  return new ApiError(answerSentence(answer) ?? FALLBACK_ERROR, response.status, response.headers, typeof answer?.code === 'string' ? answer.code : null);
}

/** Only an answer that says it is JSON is read as the envelope. */
function isEnvelope(response: FetchResponse<unknown>): boolean {
  return (response.headers.get('content-type') ?? '').includes('json') && typeof response._data === 'object' && response._data !== null;
}

/** The whole answer (data and the server's message), or an ApiError. */
export async function apiEnvelope<T>(path: string, options: ApiOptions = {}): Promise<ApiEnvelope<T>> {
  const response = await apiResponse<ApiEnvelope<T>>(path, options);
  if (!response.ok) throw failureOf(response);
  const envelope = (isEnvelope(response) ? response._data : undefined) as ApiEnvelope<T>;
  // A sentence a person is shown after it worked ("Your account was updated.") has its code too.
  return envelope?.code ? { ...envelope, message: answerSentence(envelope) ?? envelope.message } : envelope;
}

/** The answer's data, or an ApiError carrying the server's sentence. */
export async function apiCall<T>(path: string, options?: ApiOptions): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

/** The sentence to show for a failed call; anything else that went wrong reads as `fallback`. */
export function errorMessage(error: unknown, fallback: string = FALLBACK_ERROR): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
