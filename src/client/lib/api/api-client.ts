// The one way to call the API (spec section 7): base /api/v1, JSON by default, FormData as
// multipart, credentials included, no timeout, the raw token as the Authorization value.
// A failed call throws an ApiError carrying the server's sentence (or a fallback that says
// what to do next) and the status, so every screen reports failures the same way. The spec's
// own user calls answer a result instead (user-call.ts).
import { t } from '@lingui/core/macro';
import { API_PREFIX } from '@/shared/shell-api-paths';
import type { ApiEnvelope } from '@/shared/contract/envelope';
import { onLanguage } from '../on-language';
import { answerSentence } from './answer-sentence';
import { sessionAtom } from '../session';
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

function addressOf(path: string, query: ApiOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) params.set(name, String(value));
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

/** The answer's body: JSON when it says so, else nothing to read. */
async function bodyOf(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The whole answer (data and the server's message), or an ApiError. */
export async function apiEnvelope<T>(path: string, { method = 'GET', body, query, headers: given, signal }: ApiOptions = {}): Promise<ApiEnvelope<T>> {
  const headers = new Headers(given);
  const token = appStore.get(sessionAtom)?.token;
  if (token) headers.set('Authorization', token);
  const json = body !== undefined && !(body instanceof FormData);
  if (json) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(addressOf(path, query), { method, headers, signal, credentials: 'include', body: json ? JSON.stringify(body) : (body as FormData | undefined) });
  } catch (error) {
    if (signal?.aborted) throw error;
    // No answer at all: say whether the connection is the reason.
    throw new ApiError(noAnswerMessage());
  }
  const answer = (await bodyOf(response)) as Partial<ApiEnvelope<T>> | undefined;
  if (response.ok) {
    const envelope = answer as ApiEnvelope<T>;
    // A sentence a person is shown after it worked ("Your account was updated.") has its code too.
    return envelope?.code ? { ...envelope, message: answerSentence(envelope) ?? envelope.message } : envelope;
  }
  if (response.status === 401 && token) notifyUnauthorized();
  throw new ApiError(answerSentence(answer) ?? FALLBACK_ERROR, response.status, response.headers);
}

/** The answer's data, or an ApiError carrying the server's sentence. */
export async function apiCall<T>(path: string, options?: ApiOptions): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

/** The sentence to show for a failed call; anything else that went wrong reads as `fallback`. */
export function errorMessage(error: unknown, fallback: string = FALLBACK_ERROR): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
