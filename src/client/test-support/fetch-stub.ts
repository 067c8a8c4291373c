// A stand-in for the server in component tests: answers by method and path with the API's
// envelope, and records what was asked.
import { vi } from 'vitest';

type Handler = (request: { method: string; path: string; body: unknown; headers: Headers }) => { status?: number; body: unknown };

export function stubApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetchStub = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = { method, path, body, headers: new Headers(init.headers) };
    calls.push(request);
    const handler = handlers[`${method} ${path}`];
    const answer = handler ? handler(request) : { status: 404, body: { success: false, message: 'Not found', data: null } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}
