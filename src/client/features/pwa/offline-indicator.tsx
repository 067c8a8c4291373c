// Offline, the app still works from what it stored: say so, so that nobody mistakes saved
// points for live ones or wonders why Redeem is disabled.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { onlineAtom } from '@/client/lib/online-status';

const OFFLINE = msg`You are offline. Showing saved data.`;

export function OfflineIndicator() {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center">
      {!online && (
        <p data-testid="offline-indicator" className="badge badge-warning gap-2 px-3 py-3 shadow">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-warning-content" />
          {t(OFFLINE)}
        </p>
      )}
    </div>
  );
}
