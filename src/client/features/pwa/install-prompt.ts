// The "Install Rebox" offer: Chromium's beforeinstallprompt where there is one, a short
// "Share → Add to Home Screen" hint on iOS (Safari has no prompt API), nothing once installed
// or once the person said no (remembered on this device, across logins).
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { persistedAtom } from '@/client/lib/persisted-atom';
import { isIos, isStandalone } from '@/client/lib/pwa/platform';
import { appStore, type AppStore } from '@/client/lib/store';

/** Chromium's event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);
export const installedAtom = atom(false);

// A choice about this device, not about the user: it outlives a logout. When "Not now" was said
// (ms since the epoch), so the banner stays away for a while rather than for ever.
export const installDismissedAtom = persistedAtom<number | null>(
  'install-dismissed',
  2,
  async () => (await import('zod')).z.number().nullable(),
  null,
  // Version 1 kept only "dismissed": count it from now.
  { keepOnLogout: true, migrate: (stored) => (stored === true ? Date.now() : undefined) },
);

/** How long a "Not now" keeps the banner away. */
export const INSTALL_QUIET_DAYS = 30;

export function isDismissed(at: number | null, now = Date.now()): boolean {
  return at !== null && now - at < INSTALL_QUIET_DAYS * 24 * 60 * 60 * 1000;
}

/** Keeps the browser's install event for later (our own entry shows it); returns the stop function. */
export function captureInstallPrompt(store: AppStore, target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault(); // no mini-infobar: the offer is ours to show, and to keep quiet after a no
    store.set(installPromptAtom, event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => {
    store.set(installPromptAtom, null);
    store.set(installedAtom, true);
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

// DEV NOTE: listening starts when this module is first imported (before React renders, since
// main.tsx awaits the IndexedDB hydration first): Chromium may fire the event only once, early.
if (typeof window !== 'undefined') captureInstallPrompt(appStore);

export type InstallOffer = 'prompt' | 'ios-hint' | null;

/** What this browser allows. A dismissal hides the banner, not the menu entry a person may seek out. */
export function installOffer(state: { hasPrompt: boolean; installed: boolean; standalone: boolean; ios: boolean }): InstallOffer {
  if (state.installed || state.standalone) return null;
  if (state.hasPrompt) return 'prompt';
  return state.ios ? 'ios-hint' : null;
}

export function useInstall() {
  const prompt = useAtomValue(installPromptAtom);
  const setPrompt = useSetAtom(installPromptAtom);
  const installed = useAtomValue(installedAtom);
  const [dismissedAt, setDismissedAt] = useAtom(installDismissedAtom);
  const dismissed = isDismissed(dismissedAt);
  const offer = installOffer({
    hasPrompt: prompt !== null,
    installed,
    standalone: isStandalone(),
    ios: isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0),
  });

  const install = async () => {
    if (!prompt) return;
    // The event can be shown once; a new one arrives if the browser offers again.
    setPrompt(null);
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'dismissed') setDismissedAt(Date.now());
  };

  return { offer, dismissed, install, dismiss: () => setDismissedAt(Date.now()) };
}
