// Builds the real app in-process on a real database and listens on an ephemeral port,
// so API tests go over real HTTP.
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '@/server/app';
import type { Database } from '@/server/db/client';
import { DEMO_PASSWORD } from '@/server/seed/demo-seed';
import { createTokens, type Tokens } from '@/server/lib/auth/tokens';
import type { ApiEnvelope } from '@/shared/contract/envelope';
import type { LoginAnswer } from '@/shared/contract/auth';
import { openTestDatabase } from './test-database';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestServer {
  url: string;
  app: App;
  database: Database;
  tokens: Tokens;
  /** fetch against the server; JSON bodies are encoded, the answer is decoded. */
  call<T = unknown>(method: string, path: string, init?: { token?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: ApiEnvelope<T>; headers: Headers }>;
  login(email: string, password?: string): Promise<LoginAnswer>;
  close(): Promise<void>;
}

/** `options.database`, when given, is used instead of a fresh test database and closed with the server. */
export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase(inject('pgliteTemplate') || undefined));
  const tokens = createTokens(TEST_SECRET);
  const app = await buildApp({ database, tokens, loginRateLimit: { max: 1000, windowMs: 60_000 }, registrationRateLimit: { max: 10_000, windowMs: 60_000 }, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call: TestServer['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = init.token;
    let body: RequestInit['body'];
    if (init.body instanceof FormData || typeof init.body === 'string' || init.body instanceof Uint8Array) body = init.body as RequestInit['body'];
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(url + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { success: false, message: text, data: null };
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };

  return {
    url,
    app,
    database,
    tokens,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const answer = await call<LoginAnswer>('POST', '/api/v1/auth/login', { body: { email, password } });
      if (answer.status !== 200) throw new Error(`login ${email} failed: ${answer.status} ${answer.body.message}`);
      return answer.body.data;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
