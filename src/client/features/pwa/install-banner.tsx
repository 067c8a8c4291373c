// The dismissible "Install Rebox" banner, and the entry for a menu (InstallMenuEntry).
// Offered once the visitor has something worth keeping on the device (they signed in), never
// on a first visit over the first coupon: it sits in the page's flow, after the content, so it
// covers neither the content nor the bottom bar. It waits while the push offer is shown.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { pushOfferShownAtom } from '@/client/lib/pwa/pwa-signals';
import { currentUserAtom } from '@/client/lib/session/session';
import { useInstall } from './install-prompt';

const IOS_HINT_MESSAGE = msg`To install Rebox, tap Share, then Add to Home Screen.`;

export function InstallBanner() {
  const { t } = useLingui();
  const { offer, dismissed, install, dismiss } = useInstall();
  const signedIn = useAtomValue(currentUserAtom) !== null;
  // One offer at a time: the push offer was earned by what the person just did.
  const pushOfferShown = useAtomValue(pushOfferShownAtom);
  if (!offer || dismissed || !signedIn || pushOfferShown) return null;
  return (
    <aside
      aria-label={t`Install Rebox`}
      data-testid="install-banner"
      className="mx-auto mt-4 mb-[calc(5rem+env(safe-area-inset-bottom))] flex w-[calc(100%-1rem)] max-w-md items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 shadow-sm md:mb-4"
    >
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
      {offer === 'prompt' ? (
        <>
          <p className="flex-1 text-sm">
            <strong className="block">{t`Install Rebox`}</strong>
            {t`Check your points even with no signal.`}
          </p>
          <button type="button" className="btn btn-primary btn-sm min-h-11" onClick={() => void install()}>
            {t`Install`}
          </button>
        </>
      ) : (
        <p className="flex-1 text-sm" data-testid="install-ios-hint">
          {t(IOS_HINT_MESSAGE)}
        </p>
      )}
      <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={dismiss}>
        {t`Not now`}
      </button>
    </aside>
  );
}

/** For a profile menu or an overflow menu: shown whenever the browser can install, even after "Not now". */
export function InstallMenuEntry({ className }: { className?: string }) {
  const { t } = useLingui();
  const { offer, install } = useInstall();
  if (offer !== 'prompt') return null;
  return (
    <button type="button" className={className} onClick={() => void install()}>
      {t`Install Rebox`}
    </button>
  );
}
