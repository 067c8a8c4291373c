// The one API client (spec section 7): base /api/v1, JSON by default, FormData as
// multipart, credentials included, no timeout, the raw token as the Authorization value.
import { FetchError, ofetch } from 'ofetch';
import type { ApiEnvelope } from '../../shared/contract/envelope';
import { sessionAtom } from './session';
import { appStore } from './store';

export const API_BASE = '/api/v1';
export const FALLBACK_ERROR = 'An error occurred';

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The app shell subscribes to end the session when the server answers 401 to a signed-in call. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** For calls made outside `api` (an upload with progress): a 401 to a signed-in call ends the session. */
export function notifyUnauthorized() {
  unauthorizedListeners.forEach((listener) => listener());
}

export const api = ofetch.create({
  baseURL: API_BASE,
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

/** The server's sentence from a failed call, or the fallback. */
export function errorMessage(error: unknown, fallback = FALLBACK_ERROR): string {
  if (error instanceof FetchError) {
    const body = error.data as Partial<ApiEnvelope<unknown>> | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    if (!error.response) return navigator.onLine ? fallback : 'You are offline. Check your connection and try again.';
  }
  return fallback;
}

/** Coupon calls (spec section 8): a failure throws the server's message or 'An error occurred'. */
export async function couponCall<T>(request: () => Promise<ApiEnvelope<T>>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw new Error(errorMessage(error));
  }
}

/** User calls (spec section 8): a failure is logged and the response's message is returned. */
export type UserCallResult<T> = { ok: true; data: T; message: string } | { ok: false; message: string };

export async function userCall<T>(request: () => Promise<ApiEnvelope<T>>): Promise<UserCallResult<T>> {
  try {
    const answer = await request();
    return { ok: true, data: answer.data, message: answer.message };
  } catch (error) {
    console.error('User call failed', error);
    return { ok: false, message: errorMessage(error) };
  }
}
