// Offline, the app still works from what it stored: say so, so that nobody mistakes saved
// points for live ones or wonders why Redeem is disabled. Above the bottom bar, where it hides
// neither the header's controls nor the bar.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '@/client/lib/pwa/online-status';

const OFFLINE = msg`You are offline. Showing saved data.`;

export function OfflineIndicator() {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 flex justify-center md:bottom-4">
      {!online && (
        <p data-testid="offline-indicator" className="badge badge-warning gap-2 px-3 py-3 shadow">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-warning-content" />
          {t(OFFLINE)}
        </p>
      )}
    </div>
  );
}
