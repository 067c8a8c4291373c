// Every route's declared access rule (the app's accessTable) × every kind of caller. Authorization runs in onRequest,
// before validation, so a dummy id (999999, which matches no record and so changes nothing)
// and an empty body are enough to see the gate's answer.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@/server/lib/auth/access';
import { ROLE_NOT_ALLOWED } from '@/server/lib/auth/authorization';
import { DEMO_ACCOUNTS } from '@/server/seed/demo-seed';
import { ROLES, type Role } from '@/shared/roles';
import { startTestServer, TEST_SECRET, type TestServer } from '../helpers/test-server';

// Started while the file is collected: the routes to walk are the ones the app declares.
const server: TestServer = await startTestServer();
const roleTokens = new Map<Role, string>();
const badTokens: Record<string, string> = {};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  await loginEveryRole();
  const superAdmin = await server.login('superadmin@rebox.test');
  const id = String(superAdmin.user.user_id);
  const key = new TextEncoder().encode(TEST_SECRET);
  badTokens.expired = await new SignJWT({ role: 'SUPER_ADMIN' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(key);
  // A normal user's real token whose payload claims to be someone else with more power.
  const [header, , signature] = roleTokens.get('NORMAL_USER')!.split('.');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  badTokens.tampered = `${header}.${b64({ sub: id, role: 'SUPER_ADMIN', exp })}.${signature}`;
  badTokens.algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: id, role: 'SUPER_ADMIN', exp })}.`;
  badTokens.otherSecret = await new SignJWT({ role: 'SUPER_ADMIN' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
});
afterAll(() => server.close());

async function loginEveryRole() {
  roleTokens.clear();
  for (const account of DEMO_ACCOUNTS) {
    if (!roleTokens.has(account.role)) roleTokens.set(account.role, (await server.login(account.email)).token);
  }
}

// Calling these with a role's token really ends its session(s): sign everyone in again after.
const ENDS_SESSIONS = new Set(['POST /api/v1/auth/logout', 'POST /api/v1/auth/logout-everywhere']);

function request(entry: string) {
  const [method, pattern] = entry.split(' ') as [string, string];
  const path = pattern.replace(/:[A-Za-z]+/g, '999999');
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};
  return { method, path, body };
}

const allowed = (access: Access, role: Role) => access === 'public' || access === 'authenticated' || access.includes(role);

const entries = Object.entries(server.app.accessTable);

describe(`authorization matrix (${entries.length} routes)`, () => {
  it('covers a meaningful table', () => {
    expect(entries.length).toBeGreaterThan(25);
  });

  it.each(entries)('%s', async (entry, access) => {
    const { method, path, body } = request(entry);
    const seen: string[] = [];
    const call = async (token: string | null, label: string) => {
      const answer = await server.call(method, path, { token, body });
      seen.push(`${label}:${answer.status}`);
      // A CSV download is the one answer that is not the JSON envelope (only when it succeeds).
      const csv = answer.status === 200 && answer.headers.get('content-type')?.startsWith('text/csv');
      if (!csv) expect(answer.body, `${label} gets the envelope`).toMatchObject({ success: answer.status < 400 });
      return answer;
    };

    for (const [label, token] of [['anonymous', null], ...Object.entries(badTokens)] as [string, string | null][]) {
      const answer = await call(token, label);
      if (access === 'public') expect([401, 403], `${label} on a public route`).not.toContain(answer.status);
      else expect(answer.status, `${label} must be refused as unauthenticated`).toBe(401);
    }

    for (const role of ROLES) {
      const answer = await call(roleTokens.get(role)!, role);
      if (allowed(access, role)) {
        expect(answer.status, `${role} is allowed (${seen.join(' ')})`).not.toBe(401);
        expect(answer.status === 403 && answer.body.message === ROLE_NOT_ALLOWED, `${role} refused by role`).toBe(false);
      } else {
        expect(answer.status, `${role} is not in the entry`).toBe(403);
        expect(answer.body.message).toBe(ROLE_NOT_ALLOWED);
      }
    }
    if (ENDS_SESSIONS.has(entry)) await loginEveryRole();
  });
});

// The sensitive routes, written from the spec and product.md (Roles) rather than read from
// the routes' declarations, so a wrong rule on a route fails here instead of being taken as the answer.
const ADMINS: Role[] = ['ADMIN', 'SUPER_ADMIN'];
const SENSITIVE: Record<string, Role[]> = {
  'PUT /api/v1/settings': ['SUPER_ADMIN'],
  'GET /api/v1/stats/super-admin': ['SUPER_ADMIN'],
  'GET /api/v1/stats/admin': ADMINS,
  'PATCH /api/v1/user/updateUser': ADMINS,
  'POST /api/v1/user/createUser': ADMINS,
  'DELETE /api/v1/user/deleteUser/:id': ADMINS,
  'GET /api/v1/user/getAllUsers': ADMINS,
  'GET /api/v1/user/getUserByRole/:role': ADMINS,
  'GET /api/v1/points/history/:userId': ADMINS,
  'GET /api/v1/coupon/redemptions': ADMINS,
  'POST /api/v1/coupon/create-coupon-code': ADMINS,
  'POST /api/v1/points/returns': ['DISTRIBUTOR', 'BUSINESS_USER', 'STORE_MANAGER', ...ADMINS],
  'POST /api/v1/points/returns/:id/confirm': ['DISTRIBUTOR', 'BUSINESS_USER', 'STORE_MANAGER', ...ADMINS],
  'POST /api/v1/points/returns/:id/undo': ['DISTRIBUTOR', 'BUSINESS_USER', 'STORE_MANAGER', ...ADMINS],
  'GET /api/v1/stats/store-manager': ['STORE_MANAGER'],
  'POST /api/v1/stores/:id/managers': ['BUSINESS_USER', ...ADMINS],
  'POST /api/v1/events/:id/participants/:userId/attended': ['EVENT_MANAGER', ...ADMINS],
};

describe('sensitive routes: who may call them, as the spec says', () => {
  it.each(Object.entries(SENSITIVE))('%s', async (entry, expected) => {
    const { method, path, body } = request(entry);
    for (const role of ROLES) {
      const answer = await server.call(method, path, { token: roleTokens.get(role)!, body });
      const refusedByRole = answer.status === 403 && answer.body.message === ROLE_NOT_ALLOWED;
      expect(refusedByRole, `${role} on ${entry}`).toBe(!expected.includes(role));
    }
    expect(await server.call(method, path, { body }).then((a) => a.status)).toBe(401);
  });
});

