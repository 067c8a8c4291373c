// Sessions for unit tests. The client never verifies a token's signature (the server does),
// it only reads `exp`, so an unsigned token with the right claims is a faithful stand-in.
import type { SessionUser } from '@/shared/contract/auth';
import type { Role } from '@/shared/roles';
import type { Session } from '../lib/session/session';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function fakeToken(expiresAtMs: number, role: Role = 'NORMAL_USER', userId = 7): string {
  const payload = { sub: String(userId), role, exp: Math.floor(expiresAtMs / 1000) };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

export function fakeUser(role: Role = 'NORMAL_USER', overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    user_id: 7,
    name: 'Robin Recycler',
    email: 'robin@rebox.test',
    role,
    profile_image: null,
    available_reward_points: 500,
    user_code: 'RBX-0007',
    ...overrides,
  };
}

export function fakeSession(role: Role = 'NORMAL_USER', expiresInMs = 60 * 60 * 1000, overrides: Partial<SessionUser> = {}): Session {
  const user = fakeUser(role, overrides);
  return { token: fakeToken(Date.now() + expiresInMs, role, user.user_id), user, refreshedAt: Date.now() };
}
