import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushOfferShownAtom } from '@/client/lib/pwa/pwa-signals';
import { sessionAtom } from '@/client/lib/session/session';
import { fakeSession } from '@/client/test-support/fake-session';
import { pushOfferAtom } from '../atoms';
import { PushOffer } from './push-offer';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

function renderOffer({ earned = true, userAgent }: { earned?: boolean; userAgent?: string } = {}) {
  // Safari has neither in a tab.
  if (!userAgent) {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'default' });
    vi.stubGlobal('PushManager', class {});
  }
  const registration = { active: {}, pushManager: { getSubscription: async () => null } };
  const serviceWorker = { getRegistration: async () => registration, ready: Promise.resolve(registration) };
  vi.stubGlobal('navigator', userAgent ? { ...navigator, userAgent, maxTouchPoints: 5 } : { ...navigator, serviceWorker });
  const store = createStore();
  store.set(sessionAtom, fakeSession());
  // First seen a day before this page load.
  store.set(pushOfferAtom, { firstVisitAt: performance.timeOrigin - 24 * 60 * 60 * 1000, earnedBy: earned ? [7] : [], dismissedAt: null });
  render(
    <Provider store={store}>
      <PushOffer />
    </Provider>,
  );
  return { store, ui: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the push offer', () => {
  it('offers to turn push on once earned, and "Not now" puts it away and is remembered', async () => {
    const { store, ui } = renderOffer();
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeTruthy();
    // The install banner waits while it is shown.
    expect(store.get(pushOfferShownAtom)).toBe(true);
    await ui.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('push-offer')).toBeNull();
    expect(store.get(pushOfferAtom).dismissedAt).toBeGreaterThan(0);
    expect(store.get(pushOfferShownAtom)).toBe(false);
  });

  it('is not there before a moment earned it', () => {
    const { store } = renderOffer({ earned: false });
    expect(screen.queryByTestId('push-offer')).toBeNull();
    expect(store.get(pushOfferShownAtom)).toBe(false);
  });

  it('on an iPhone tab says to add Rebox to the Home Screen first, with nothing to turn on', () => {
    renderOffer({ userAgent: IPHONE });
    act(() => undefined);
    expect(screen.getByTestId('push-offer').textContent).toContain('add Rebox to your Home Screen first');
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });
});
