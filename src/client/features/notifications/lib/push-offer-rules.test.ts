import { describe, expect, it } from 'vitest';
import { EMPTY_PUSH_OFFER } from '../atoms';
import { PUSH_QUIET_DAYS, pushOffer, withEarned, type OfferFacts } from './push-offer-rules';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-06-01T12:00:00Z');
// A device first seen a week ago, on a visit before this one, whose user 7 earned the offer.
const earned: OfferFacts = {
  state: { firstVisitAt: now - 7 * DAY, earnedBy: [7], dismissedAt: null },
  userId: 7,
  support: 'supported',
  permission: 'default',
  pageStartedAt: now - 60_000,
  now,
};

describe('the push offer', () => {
  it('comes after a moment that earned it, on a later visit', () => {
    expect(pushOffer(earned)).toBe('offer');
  });

  it('never comes on the first visit, even after a credit in it', () => {
    expect(pushOffer({ ...earned, state: { ...earned.state, firstVisitAt: null } })).toBeNull();
    // The first visit was recorded during this page load.
    expect(pushOffer({ ...earned, state: { ...earned.state, firstVisitAt: earned.pageStartedAt + 10 } })).toBeNull();
  });

  it('needs the moment, for this person', () => {
    expect(pushOffer({ ...earned, state: { ...earned.state, earnedBy: [] } })).toBeNull();
    expect(pushOffer({ ...earned, userId: 8 })).toBeNull();
    expect(pushOffer({ ...earned, userId: null })).toBeNull();
  });

  it(`stays away for ${PUSH_QUIET_DAYS} days after "Not now", then comes back`, () => {
    const dismissed = (daysAgo: number) => ({ ...earned, state: { ...earned.state, dismissedAt: now - daysAgo * DAY } });
    expect(pushOffer(dismissed(0))).toBeNull();
    expect(pushOffer(dismissed(PUSH_QUIET_DAYS - 1))).toBeNull();
    expect(pushOffer(dismissed(PUSH_QUIET_DAYS + 1))).toBe('offer');
  });

  it('is not made once the browser has an answer, nor where push cannot work', () => {
    expect(pushOffer({ ...earned, permission: 'granted' })).toBeNull();
    expect(pushOffer({ ...earned, permission: 'denied' })).toBeNull();
    expect(pushOffer({ ...earned, support: 'unsupported' })).toBeNull();
  });

  it('on an iPhone tab says to add Rebox to the Home Screen first', () => {
    // Safari has no Notification API in a tab: nothing to ask yet.
    expect(pushOffer({ ...earned, support: 'home-screen', permission: 'denied' })).toBe('home-screen');
  });

  it('remembers each person who earned it once', () => {
    const once = withEarned(EMPTY_PUSH_OFFER, 7);
    expect(once.earnedBy).toEqual([7]);
    expect(withEarned(once, 7)).toBe(once);
  });
});
