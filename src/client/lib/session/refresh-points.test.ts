import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/shared/contract/auth';
import { QUEUED_HEADER } from '@/shared/sw-messages';
import { alertAtom } from '../alerts';
import { refreshPoints } from './refresh-points';
import { sessionAtom } from './session';

const user: SessionUser = {
  user_id: 7,
  name: 'Uma',
  email: 'user@rebox.test',
  role: 'NORMAL_USER',
  profile_image: null,
  available_reward_points: 500,
  user_code: 'ABCD2345',
};
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function signedInStore() {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user, refreshedAt: 1 });
  return store;
}

afterEach(() => vi.restoreAllMocks());

describe('refreshPoints', () => {
  it('applies a fresh answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ success: true, message: 'ok', data: JSON.stringify({ ...user, available_reward_points: 620 }) }));
    const store = signedInStore();
    expect(await refreshPoints(store)).toBe('refreshed');
    expect(store.get(sessionAtom)?.user.available_reward_points).toBe(620);
  });

  it('reports a refresh the service worker queued as queued, not as a failure', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json({ success: false, message: 'You are offline.', data: null }, 503, { [QUEUED_HEADER]: '1' }));
    const store = signedInStore();
    expect(await refreshPoints(store)).toBe('queued');
    // Asked once: a queued refresh is not tried again (other files' late calls in the worker do not count).
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith(`/user/getUserById/${user.user_id}`))).toHaveLength(1);
    expect(store.get(alertAtom).message).toBe('');
    expect(store.get(sessionAtom)?.user.available_reward_points).toBe(500);
  });

  it("shows the spec's alert on any other failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ success: false, message: 'Server error', data: null }, 503));
    const store = signedInStore();
    expect(await refreshPoints(store)).toBe('failed');
    expect(store.get(alertAtom)).toMatchObject({ isError: true, message: 'Failed to update user profile' });
  });
});
