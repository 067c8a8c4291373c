import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokens, verifyHs256 } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-xx';
const key = new TextEncoder().encode(SECRET);
const sign = (header: Record<string, unknown>, claims: Record<string, unknown>, signingKey = key) =>
  new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(signingKey);
/** Signed by hand, for headers jose itself refuses to produce. */
const signRaw = (header: object, claims: object) => {
  const body = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
};
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('HS256 tokens', () => {
  it('verifies what it signed, with the user, role and session', async () => {
    const tokens = createTokens(SECRET);
    expect(await tokens.verify(await tokens.sign(42, 'ADMIN', 'session-1'))).toEqual({ userId: 42, role: 'ADMIN', sessionId: 'session-1' });
  });

  it('refuses a token without a session (issued before sessions could be ended)', async () => {
    const tokens = createTokens(SECRET);
    expect(await tokens.verify(await sign({ alg: 'HS256', typ: 'JWT' }, { sub: '42', role: 'ADMIN', exp: inAnHour() }))).toBeNull();
  });

  it('refuses a changed payload, another key, another algorithm and an unsigned token', async () => {
    const good = await sign({ alg: 'HS256', typ: 'JWT' }, { sub: '1', role: 'NORMAL_USER', exp: inAnHour() });
    expect(verifyHs256(good, key)).not.toBeNull();
    const [header, , signature] = good.split('.');
    const promoted = Buffer.from(JSON.stringify({ sub: '1', role: 'ADMIN', exp: inAnHour() })).toString('base64url');
    expect(verifyHs256(`${header}.${promoted}.${signature}`, key)).toBeNull();
    expect(verifyHs256(await sign({ alg: 'HS256' }, { sub: '1', exp: inAnHour() }, new TextEncoder().encode(`${SECRET}!`)), key)).toBeNull();
    expect(verifyHs256(await sign({ alg: 'HS512' }, { sub: '1', exp: inAnHour() }), key)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${good.split('.')[1]}.`;
    expect(verifyHs256(none, key)).toBeNull();
    expect(verifyHs256(signRaw({ alg: 'HS256' }, { sub: '1', exp: inAnHour() }), key)).not.toBeNull();
    expect(verifyHs256(signRaw({ alg: 'HS256', crit: ['x'], x: 1 }, { sub: '1', exp: inAnHour() }), key)).toBeNull();
    expect(verifyHs256(signRaw({ alg: 'HS256', typ: 'JWE' }, { sub: '1', exp: inAnHour() }), key)).toBeNull();
  });

  it('refuses an expired token, one without exp or sub, one not valid yet, and malformed text', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(verifyHs256(await sign({ alg: 'HS256' }, { sub: '1', exp: now - 1 }), key)).toBeNull();
    expect(verifyHs256(await sign({ alg: 'HS256' }, { sub: '1' }), key)).toBeNull();
    expect(verifyHs256(await sign({ alg: 'HS256' }, { exp: inAnHour() }), key)).toBeNull();
    expect(verifyHs256(await sign({ alg: 'HS256' }, { sub: '1', exp: inAnHour(), nbf: now + 600 }), key)).toBeNull();
    const good = await sign({ alg: 'HS256' }, { sub: '1', exp: inAnHour() });
    for (const bad of ['', 'a.b', `${good}.x`, `${good}=`, `${good.slice(0, -1)}*`, good.replace('.', '..')]) {
      expect(verifyHs256(bad, key), bad).toBeNull();
    }
  });
});
