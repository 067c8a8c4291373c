// Walks every declared route (the app's accessTable) with random, hostile input: wrong types, huge
// strings, deep nesting, unicode, negative and fractional numbers, SQL and HTML fragments,
// malformed JSON, wrong content types, random multipart forms. Whatever comes in, the answer
// is never a 5xx, and every refusal is the envelope with a sentence.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@/server/lib/auth/access';
import { createAccount } from '@/server/modules/users/accounts.service';
import { DEMO_PASSWORD } from '@/server/seed/demo-seed';
import type { Role } from '@/shared/roles';
import { SERVER_MESSAGES, UNTRANSLATED_CODE } from '@/shared/server-messages';
import { startTestServer, type TestServer } from '../helpers/test-server';

const KNOWN_CODES = [...Object.values(SERVER_MESSAGES).map((sentence) => sentence.id), UNTRANSLATED_CODE];

const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 25);
// Fixed by default so a run is repeatable; BAD_INPUT_SEED=<n> explores other cases.
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_240_601);
// Stands for a 70,000-character string, expanded only when the request is sent, so a
// failing case prints short.
const HUGE = '<huge>';
const expand = (text: string) => text.replaceAll(HUGE, 'x'.repeat(70_000));

// Started while the file is collected: the routes to walk are the ones the app declares.
const server: TestServer = await startTestServer();
const tokens = new Map<Role, string>();
const protectedIds = new Set<string>();
let requests = 0;

beforeAll(async () => {
  // Own accounts for the walk, so random deletes and updates of demo ids cannot end it.
  for (const role of ['SUPER_ADMIN', 'ADMIN', 'BUSINESS_USER', 'DISTRIBUTOR', 'EVENT_MANAGER', 'NORMAL_USER', 'STORE_MANAGER'] as Role[]) {
    const email = `walker-${role.toLowerCase()}@rebox.test`;
    const row = await createAccount(server.database.db, { name: `Walker ${role}`, email, password: DEMO_PASSWORD, role });
    protectedIds.add(String(row.id));
    tokens.set(role, (await server.login(email)).token);
  }
});
afterAll(async () => {
  console.log(`bad-input walker: ${requests} requests over ${Object.keys(server.app.accessTable).length} routes`);
  await server.close();
});

/** A caller the route lets in, so the input reaches validation and the services. */
function tokenFor(access: Access): string | null {
  if (access === 'public') return null;
  if (access === 'authenticated') return tokens.get('NORMAL_USER')!;
  return tokens.get(access.includes('SUPER_ADMIN') ? 'SUPER_ADMIN' : access[0]!)!;
}

const hostile = fc.constantFrom(
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000',
  '%00',
  '😀🔥',
  'ﷺ𒐫',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(40),
  'null',
  'true',
  '',
  ' ',
  HUGE,
  'NORMAL_USER',
  'percentage',
  '2030-01-01T00:00:00Z',
);
const number = fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.double({ noNaN: true }), fc.constantFrom(-1, 0, 0.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 31) - 1));
const scalar = fc.oneof(hostile, number, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.jsonValue({ maxDepth: 4 }));

const FIELD_NAMES = [
  'id', 'userId', 'couponCodeId', 'companyId', 'email', 'password', 'currentPassword', 'name', 'role', 'active',
  'pointsAdjustment', 'reason', 'page', 'pageSize', 'search', 'sort', 'title', 'description', 'startsAt', 'endsAt',
  'capacity', 'pointsReward', 'boxes', 'userCode', 'code', 'storeId', 'status', 'pointsPerBox', 'co2GramsPerBox',
  'couponDescription', 'couponType', 'couponValue', 'pointToRedeem', 'redeemLink', 'stock', 'codePool', 'companyName',
];
const fieldName = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));
const objectBody = fc.dictionary(fieldName, value, { maxKeys: 8 });

function nested(depth: number): unknown {
  let inner: unknown = 'deep';
  for (let i = 0; i < depth; i++) inner = i % 2 ? [inner] : { a: inner };
  return inner;
}

type Payload = { kind: 'json'; body: unknown } | { kind: 'raw'; body: string; type: string } | { kind: 'form'; fields: [string, string][]; file: boolean };

const payload: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 4, arbitrary: objectBody.map((body) => ({ kind: 'json' as const, body })) },
  { weight: 1, arbitrary: value.map((body) => ({ kind: 'json' as const, body })) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 400 }).map((d) => ({ kind: 'json' as const, body: { id: nested(d), name: nested(d) } })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('{"email":', '{', '[1,2', 'nul', '{"a":1}}', '\u0000'), fc.constantFrom('application/json', 'text/plain', 'application/xml', 'application/x-www-form-urlencoded'))
      .map(([body, type]) => ({ kind: 'raw' as const, body, type })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.array(fc.tuple(fieldName, fc.oneof(hostile, fc.string({ maxLength: 30 }), number.map(String))), { maxLength: 8 }), fc.boolean())
      .map(([fields, file]) => ({ kind: 'form' as const, fields, file })),
  },
);

const paramValue = fc.oneof(hostile, number.map(String), fc.string({ maxLength: 20 }), fc.integer({ min: 1, max: 60 }).map(String));
const query = fc.dictionary(fieldName, fc.oneof(hostile, fc.string({ maxLength: 20 }), number.map(String)), { maxKeys: 5 });

function encodeQuery(q: Record<string, string>): string {
  const text = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, expand(v)])).toString();
  return text ? `?${text}` : '';
}

/** Whether any `id`-like value would hit one of the walker's own accounts. */
function touchesWalker(params: string[], body: Payload): boolean {
  if (params.some((p) => protectedIds.has(p.trim()))) return true;
  if (body.kind !== 'json' || typeof body.body !== 'object' || body.body === null) return false;
  const record = body.body as Record<string, unknown>;
  return ['id', 'userId'].some((k) => protectedIds.has(String(record[k]).trim()));
}

describe('the bad-input walker', () => {
  it.each(Object.entries(server.app.accessTable).map(([entry, access], index) => [entry, access, index] as const))('%s never answers 5xx', async (entry, access, index) => {
    const [method, pattern] = entry.split(' ') as [string, string];
    const names = pattern.match(/:[A-Za-z]+/g) ?? [];
    const token = tokenFor(access);
    await fc.assert(
      fc.asyncProperty(fc.array(paramValue, { minLength: names.length, maxLength: names.length }), query, payload, async (params, q, body) => {
        fc.pre(!touchesWalker(params, body));
        let path = pattern;
        names.forEach((name, i) => (path = path.replace(name, encodeURIComponent(expand(params[i]!)))));
        const headers: Record<string, string> = {};
        let sent: string | FormData | undefined;
        if (method !== 'GET' && method !== 'DELETE') {
          if (body.kind === 'json') {
            sent = expand(JSON.stringify(body.body) ?? 'null');
            headers['content-type'] = 'application/json';
          } else if (body.kind === 'raw') {
            sent = body.body;
            headers['content-type'] = body.type;
          } else {
            const form = new FormData();
            for (const [k, v] of body.fields) form.append(k, expand(v));
            if (body.file) form.append('banner', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }), 'x.png');
            sent = form;
          }
        }
        const answer = await server.call(method, path + encodeQuery(q), { token, headers, body: sent });
        requests += 1;
        const where = `${method} ${path.slice(0, 200)}${encodeQuery(q).slice(0, 200)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
        expect(answer.status, where).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(answer.body, where).toEqual({
            success: false,
            message: expect.stringMatching(/\S/),
            data: null,
            code: expect.stringMatching(/^[a-z][a-z-]*(\.[a-z-]+)?$/),
            ...(answer.body.values ? { values: expect.any(Object) } : {}),
          });
          // Every code is a sentence the client's catalogue knows (or says plainly it has none).
          expect(KNOWN_CODES, where).toContain(answer.body.code);
        } else if (answer.headers.get('content-type')?.startsWith('text/csv')) {
          // A CSV export answers the file itself, not the envelope: its header line at least.
          expect(answer.body.message, where).toMatch(/^\S.*,/);
        } else if (answer.status !== 204 && answer.status !== 304) {
          expect(answer.body.success, where).toBe(true);
        }
      }),
      { numRuns: RUNS_PER_ROUTE, seed: SEED + index, endOnFailure: true },
    );
  });
});
