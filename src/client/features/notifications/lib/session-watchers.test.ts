import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { sessionAtom, withUser } from '@/client/lib/session/session';
import { fakeSession, fakeUser } from '@/client/test-support/fake-session';
import { pushOfferAtom } from '../atoms';
import { recordFirstVisit, watchCredits } from './session-watchers';

describe('what earns the push offer', () => {
  it('a balance that rose for the same person, not a sign-in nor a spend', () => {
    const store = createStore();
    const stop = watchCredits(store);
    const session = fakeSession('NORMAL_USER', 60_000, { available_reward_points: 100 });
    store.set(sessionAtom, session);
    store.set(sessionAtom, withUser(session, fakeUser('NORMAL_USER', { available_reward_points: 40 })));
    expect(store.get(pushOfferAtom).earnedBy).toEqual([]);
    store.set(sessionAtom, withUser(session, fakeUser('NORMAL_USER', { available_reward_points: 60 })));
    expect(store.get(pushOfferAtom).earnedBy).toEqual([7]);
    stop();
  });

  it('the first visit is recorded once', () => {
    const store = createStore();
    recordFirstVisit(store, 1000);
    recordFirstVisit(store, 2000);
    expect(store.get(pushOfferAtom).firstVisitAt).toBe(1000);
  });
});
