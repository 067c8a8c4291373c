// The client reads a token's `exp` (jwt-decode): the payload is base64url JSON, without
// padding, and may hold a name in any script.
import { describe, expect, it } from 'vitest';
import { isSessionValid, tokenExpiresAt } from './session';

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.c2lnbmF0dXJl`;

describe('tokenExpiresAt', () => {
  it('reads exp from a payload with base64url characters, no padding and a UTF-8 name', () => {
    const exp = 1_900_000_000;
    const payload = { sub: '7', name: 'Zoë Ünal ~~~ >>> ??? ليلىx', role: 'NORMAL_USER', exp };
    const signed = token(payload);
    expect(signed.split('.')[1]).toMatch(/[-_]/); // the characters plain base64 writes as + and /
    expect(signed.split('.')[1]!.length % 4).not.toBe(0); // padding left off
    expect(tokenExpiresAt(signed)).toBe(exp * 1000);
  });

  it('is null for a token without exp, or one that is not a token', () => {
    expect(tokenExpiresAt(token({ sub: '7' }))).toBeNull();
    expect(tokenExpiresAt(token({ sub: '7', exp: '1900000000' }))).toBeNull();
    expect(tokenExpiresAt('not-a-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.b')).toBeNull();
    expect(tokenExpiresAt('')).toBeNull();
  });

  it('makes a session valid until its token expires', () => {
    const exp = 1_900_000_000;
    const session = { token: token({ sub: '7', exp }), user: null as never, refreshedAt: 0 };
    expect(isSessionValid(session, exp * 1000 - 1)).toBe(true);
    expect(isSessionValid(session, exp * 1000)).toBe(false);
  });
});
