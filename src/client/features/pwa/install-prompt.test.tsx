import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { InstallBanner, InstallMenuEntry } from './install-banner';
import { sessionAtom } from '@/client/lib/session/session';
import { fakeSession } from '@/client/test-support/fake-session';
import { captureInstallPrompt, installDismissedAtom, installedAtom, installOffer, installPromptAtom, isDismissed } from './install-prompt';
import { isIos } from '@/client/lib/pwa/platform';
import { pushOfferShownAtom } from '@/client/lib/pwa/pwa-signals';

function signedInStore() {
  const store = createStore();
  store.set(sessionAtom, fakeSession('NORMAL_USER'));
  return store;
}

function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

function renderWith(store: ReturnType<typeof createStore>, ui: React.ReactNode) {
  return render(<Provider store={store}>{ui}</Provider>);
}

describe('installOffer', () => {
  it('offers the prompt where the browser gave one, the hint on iOS, nothing once installed', () => {
    const base = { hasPrompt: false, installed: false, standalone: false, ios: false };
    expect(installOffer(base)).toBeNull();
    expect(installOffer({ ...base, hasPrompt: true })).toBe('prompt');
    expect(installOffer({ ...base, ios: true })).toBe('ios-hint');
    expect(installOffer({ ...base, hasPrompt: true, standalone: true })).toBeNull();
    expect(installOffer({ ...base, ios: true, installed: true })).toBeNull();
  });

  it('knows an iPhone, and an iPad that says it is a Mac', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile', 5)).toBe(false);
  });
});

describe('captureInstallPrompt', () => {
  it("keeps the browser's event (no mini-infobar) and forgets it once the app is installed", () => {
    const store = createStore();
    const stop = captureInstallPrompt(store);
    const { event } = fakePrompt('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.get(installPromptAtom)).toBe(event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(store.get(installPromptAtom)).toBeNull();
    expect(store.get(installedAtom)).toBe(true);
    stop();
  });
});

describe('the install banner', () => {
  it('shows the browser prompt on Install, and a "no" there is remembered', async () => {
    const store = signedInStore();
    const { event, prompt } = fakePrompt('dismissed');
    store.set(installPromptAtom, event as never);
    renderWith(store, <InstallBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    await act(async () => undefined);
    expect(store.get(installDismissedAtom)).toEqual(expect.any(Number));
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });

  it('hides for a while on "Not now", while the menu entry stays for someone who looks for it', async () => {
    const store = signedInStore();
    store.set(installPromptAtom, fakePrompt('accepted').event as never);
    renderWith(
      store,
      <>
        <InstallBanner />
        <InstallMenuEntry />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(store.get(installDismissedAtom)).toEqual(expect.any(Number));
    expect(screen.getByRole('button', { name: 'Install Rebox' })).toBeTruthy();
  });

  it('waits while the offer to turn on push is shown, and comes back after it', () => {
    const store = signedInStore();
    store.set(installPromptAtom, fakePrompt('accepted').event as never);
    store.set(pushOfferShownAtom, true);
    renderWith(store, <InstallBanner />);
    expect(screen.queryByTestId('install-banner')).toBeNull();
    act(() => store.set(pushOfferShownAtom, false));
    expect(screen.getByTestId('install-banner')).toBeTruthy();
  });

  it('gives iOS the Share → Add to Home Screen hint instead', () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1');
    try {
      renderWith(signedInStore(), <InstallBanner />);
      expect(screen.getByTestId('install-ios-hint').textContent).toBe('To install Rebox, tap Share, then Add to Home Screen.');
      expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    } finally {
      agent.mockRestore();
    }
  });

  it('is not offered on a signed-out visit (nothing worth keeping yet), nor within 30 days of "Not now"', () => {
    const visitor = createStore();
    visitor.set(installPromptAtom, fakePrompt('accepted').event as never);
    renderWith(visitor, <InstallBanner />);
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(isDismissed(Date.now() - 29 * 24 * 60 * 60 * 1000)).toBe(true);
    expect(isDismissed(Date.now() - 31 * 24 * 60 * 60 * 1000)).toBe(false);
  });

  it('shows nothing where the browser offers no install', () => {
    renderWith(createStore(), <InstallBanner />);
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });
});
