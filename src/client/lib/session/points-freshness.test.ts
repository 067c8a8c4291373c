import { describe, expect, it } from 'vitest';
import { pointsAsOf } from './points-freshness';
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
