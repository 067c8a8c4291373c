// Calls the app in-process and checks each answer against /api/docs with openapi-backend: the
// status must be documented for its operation and the body must match that status's schema.
import OpenAPIBackend, { type Document, type Operation } from 'openapi-backend';
import type { ApiEnvelope } from '@/shared/contract/envelope';
import type { TestServer } from '../helpers/test-server';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Harness {
  operations: Operation[];
  /** A call whose answer is checked against the document; it fails the test on any mismatch. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a scenario reads what each answer holds
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Answer<ApiEnvelope<T>>>;
  /** Operation id → the statuses its checked answers had. */
  seen: Map<string, Set<number>>;
  problems: string[];
}

export async function openHarness(server: TestServer): Promise<Harness> {
  const definition = (await (await fetch(`${server.url}/api/docs`)).json()) as Document;
  const api = new OpenAPIBackend({ definition, strict: true, validate: true, quick: true, ajvOpts: { strict: false } });
  await api.init();
  const operations = api.getOperations();
  const seen = new Map<string, Set<number>>();
  const problems: string[] = [];

  const call: Harness['call'] = async (method, path, options = {}) => {
    const answer = await server.call<never>(method, path, options);
    const [pathname, query] = path.split('?') as [string, string | undefined];
    const operation = api.matchOperation({ method, path: pathname, query: query ?? '', headers: {} });
    const label = `${method} ${path.slice(0, 80)} → ${answer.status}`;
    if (!operation) {
      problems.push(`${label}: no operation in /api/docs`);
      return answer;
    }
    const id = operation.operationId!;
    if (!seen.has(id)) seen.set(id, new Set());
    seen.get(id)!.add(answer.status);
    const documented = operation.responses?.[String(answer.status)] ?? operation.responses?.[`${String(answer.status)[0]}XX`];
    if (!documented) {
      problems.push(`${label}: the status is not documented for ${id} (${Object.keys(operation.responses ?? {}).join(', ')})`);
      return answer;
    }
    const type = answer.headers.get('content-type') ?? '';
    const content = (documented as { content?: Record<string, unknown> }).content ?? {};
    if (type.startsWith('application/json')) {
      if (!content['application/json']) problems.push(`${label}: JSON answered, but ${id} documents ${Object.keys(content).join(', ') || 'no body'}`);
      const result = api.validateResponse(answer.body, operation, answer.status);
      if (result.errors?.length) problems.push(`${label}: ${JSON.stringify(result.errors).slice(0, 600)}`);
    } else if (answer.status !== 304) {
      const base = type.split(';')[0]!;
      if (!content[base]) problems.push(`${label}: ${base} answered, but ${id} documents ${Object.keys(content).join(', ') || 'no body'}`);
    }
    return answer;
  };

  return { operations, call, seen, problems };
}
