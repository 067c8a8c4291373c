import { describe, expect, it } from 'vitest';
import { MemoryAttemptLimiter, retrySentence } from './attempt-limiter';

const pair = { name: 'pair', max: 2, windowMs: 60_000 };
const loose = { name: 'email', max: 5, windowMs: 60_000 };

describe('MemoryAttemptLimiter (PGlite; the PostgreSQL store is tested through the API suite on PostgreSQL and tests/cluster)', () => {
  it('reserves under every rule at once, up to the strictest limit, then says how long to wait', async () => {
    const limiter = new MemoryAttemptLimiter();
    const now = 1_000_000;
    const entries = [[pair, 'a@x 1.2.3.4'], [loose, 'a@x']] as const;
    expect('release' in await limiter.reserve(entries, now)).toBe(true);
    expect('release' in await limiter.reserve(entries, now)).toBe(true);
    expect(await limiter.reserve(entries, now + 1000)).toEqual({ retryAfter: 59 });
    // A refused reservation takes nothing: another address for the same email still has room.
    for (let i = 0; i < 3; i++) expect('release' in await limiter.reserve([[pair, `a@x 5.6.7.${i}`], [loose, 'a@x']], now)).toBe(true);
    expect('retryAfter' in await limiter.reserve([[pair, 'a@x 9.9.9.9'], [loose, 'a@x']], now)).toBe(true);
  });

  it('gives a released attempt back, and opens again when the window ends', async () => {
    const limiter = new MemoryAttemptLimiter();
    const now = 5_000_000;
    const first = await limiter.reserve([[pair, 'k']], now);
    await limiter.reserve([[pair, 'k']], now);
    if ('release' in first) await first.release();
    expect('release' in await limiter.reserve([[pair, 'k']], now)).toBe(true);
    expect('retryAfter' in await limiter.reserve([[pair, 'k']], now)).toBe(true);
    expect('release' in await limiter.reserve([[pair, 'k']], now + 60_000)).toBe(true);
  });

  it('says the wait in whole minutes', () => {
    expect(retrySentence(30)).toBe('Please try again in 1 minute.');
    expect(retrySentence(61)).toBe('Please try again in 2 minutes.');
  });
});
