// The one call helper (spec section 7): what goes out with every call, and what a caller gets
// back when the server refuses, nobody answers, or the call is aborted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '@/client/test-support/fake-session';
import { sessionAtom } from '../session/session';
import { appStore } from '../store';
import { apiCall, apiEnvelope, ApiError, FALLBACK_ERROR, onUnauthorized } from './api-client';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (message: string) => ({ success: false, message, data: null });

let fetchStub: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;
const sent = (call = 0) => {
  const [input, init = {}] = fetchStub.mock.calls[call]!;
  return { url: String(input), init, headers: new Headers(init.headers) };
};

beforeEach(() => {
  fetchStub = vi.fn(async () => json({ success: true, message: 'OK', data: { ok: 1 } }));
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(sessionAtom, null);
});

describe('what every call sends', () => {
  it('goes to /api/v1 with credentials, the raw token as Authorization, and the query without empty values', async () => {
    const session = fakeSession();
    appStore.set(sessionAtom, session);
    expect(await apiCall('/coupon/list', { query: { page: 2, search: 'tea', role: undefined, store: null } })).toEqual({ ok: 1 });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/v1/coupon/list?page=2&search=tea');
    expect(init.credentials).toBe('include');
    expect(headers.get('authorization')).toBe(session.token);
    expect(init.signal).toBeUndefined();
  });

  it('sends a plain object as JSON and FormData as multipart, as it is', async () => {
    await apiCall('/store', { method: 'POST', body: { name: 'Corner' } });
    expect(sent(0).init.body).toBe('{"name":"Corner"}');
    expect(sent(0).headers.get('content-type')).toBe('application/json');
    const form = new FormData();
    form.set('name', 'Corner');
    await apiCall('/store', { method: 'PUT', body: form });
    expect(sent(1).init.body).toBe(form);
    // The browser writes the multipart boundary itself.
    expect(sent(1).headers.get('content-type')).toBeNull();
  });

  it('sends no Authorization when signed out', async () => {
    await apiCall('/settings');
    expect(sent().headers.has('authorization')).toBe(false);
  });
});

describe('what a caller gets back', () => {
  it("throws the server's sentence and status, and keeps the answer's headers", async () => {
    fetchStub.mockResolvedValue(json(refusal('This coupon is out of stock.'), 409));
    const failure = (await apiCall('/coupon/redeem', { method: 'POST', body: {} }).catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe('This coupon is out of stock.');
    expect(failure.status).toBe(409);
    expect(failure.headers?.get('content-type')).toBe('application/json');
  });

  it('never retries: a refused write, a failed read and a call nobody answered are each sent once', async () => {
    fetchStub.mockImplementation(async () => json(refusal('The server is busy.'), 503));
    await expect(apiCall('/returns', { method: 'POST', body: {} })).rejects.toThrow('The server is busy.');
    await expect(apiCall('/coupon/list')).rejects.toThrow('The server is busy.');
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiCall('/returns', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    await expect(apiCall('/coupon/list')).rejects.toBeInstanceOf(ApiError);
    expect(fetchStub).toHaveBeenCalledTimes(4);
  });

  it('says the connection is the reason when offline and nothing answered', async () => {
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(apiCall('/coupon/list')).rejects.toThrow('You are offline. Check your connection and try again.');
    onLine.mockReturnValue(true);
    const failure = (await apiCall('/coupon/list').catch((error: unknown) => error)) as ApiError;
    expect([failure.message, failure.status]).toEqual([FALLBACK_ERROR, 0]);
    onLine.mockRestore();
  });

  it('reads a failure without a sentence, or not in JSON, as the fallback', async () => {
    fetchStub.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const failure = (await apiCall('/coupon/list').catch((error: unknown) => error)) as ApiError;
    expect([failure.message, failure.status]).toEqual([FALLBACK_ERROR, 502]);
  });

  it('rethrows the abort itself when the caller aborted', async () => {
    fetchStub.mockImplementation(async (_input, init) => {
      init?.signal?.throwIfAborted();
      return json({ success: true, message: '', data: null });
    });
    const controller = new AbortController();
    controller.abort();
    const failure = await apiCall('/coupon/list', { signal: controller.signal }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('ends the session on a 401 to a signed-in call only', async () => {
    const ended = vi.fn();
    const stop = onUnauthorized(ended);
    fetchStub.mockImplementation(async () => json(refusal('Please sign in again.'), 401));
    await expect(apiEnvelope('/auth/me')).rejects.toThrow('Please sign in again.');
    expect(ended).not.toHaveBeenCalled();
    appStore.set(sessionAtom, fakeSession());
    await expect(apiEnvelope('/auth/me')).rejects.toThrow('Please sign in again.');
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });
});
