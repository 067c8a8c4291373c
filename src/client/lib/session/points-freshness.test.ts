import { describe, expect, it } from 'vitest';
import { formatAsOf, pointsAsOf } from './points-freshness';
import type { Session } from './session';

const session = (refreshedAt: number): Session => ({
  token: 't',
  refreshedAt,
  user: { user_id: 1, name: 'U', email: 'u@rebox.test', role: 'NORMAL_USER', profile_image: null, available_reward_points: 10, user_code: 'C' },
});

describe('pointsAsOf', () => {
  const pageStartedAt = 10_000;

  it('says nothing while the figure was confirmed by the server during this visit and we are online', () => {
    expect(pointsAsOf(session(10_500), true, pageStartedAt)).toBeNull();
    expect(pointsAsOf(null, false, pageStartedAt)).toBeNull();
  });

  it('gives the time of the stored figure when it predates this visit (server not reached yet or unreachable)', () => {
    expect(pointsAsOf(session(9_000), true, pageStartedAt)).toEqual(new Date(9_000));
  });

  it('always gives it offline', () => {
    expect(pointsAsOf(session(10_500), false, pageStartedAt)).toEqual(new Date(10_500));
  });
});

describe('formatAsOf', () => {
  it('gives the time alone today, and the day as well otherwise', () => {
    const now = new Date(2026, 2, 14, 18, 0);
    const today = formatAsOf(new Date(2026, 2, 14, 9, 5), now);
    const earlier = formatAsOf(new Date(2026, 2, 3, 9, 5), now);
    expect(today).toMatch(/09:05|9:05/);
    expect(today).not.toMatch(/Mar/);
    expect(earlier).toMatch(/3/);
    expect(earlier).toMatch(/Mar/);
    expect(earlier).toContain(today);
  });
});
