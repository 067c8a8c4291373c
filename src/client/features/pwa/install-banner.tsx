// The dismissible "Install Rebox" banner, and the entry for a menu (InstallMenuEntry).
// It sits above the bottom bar on phones and in the corner on wide screens.
import { useInstall } from './install-prompt';

export const IOS_HINT = 'To install Rebox, tap Share, then Add to Home Screen.';

export function InstallBanner() {
  const { offer, dismissed, install, dismiss } = useInstall();
  if (!offer || dismissed) return null;
  return (
    <aside
      aria-label="Install Rebox"
      data-testid="install-banner"
      className="fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3 shadow-lg md:inset-x-auto md:end-4 md:bottom-4"
    >
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
      {offer === 'prompt' ? (
        <>
          <p className="flex-1 text-sm">
            <strong className="block">Install Rebox</strong>
            Check your points even with no signal.
          </p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void install()}>
            Install
          </button>
        </>
      ) : (
        <p className="flex-1 text-sm" data-testid="install-ios-hint">
          {IOS_HINT}
        </p>
      )}
      <button type="button" className="btn btn-ghost btn-sm" onClick={dismiss}>
        Not now
      </button>
    </aside>
  );
}

/** For a profile menu or an overflow menu: shown whenever the browser can install, even after "Not now". */
export function InstallMenuEntry({ className }: { className?: string }) {
  const { offer, install } = useInstall();
  if (offer !== 'prompt') return null;
  return (
    <button type="button" className={className} onClick={() => void install()}>
      Install Rebox
    </button>
  );
}
