// "as of 10:32 · Refresh" beside the points wherever they are shown (dashboards, menus), when
// they come from storage: offline, or before the server confirmed them during this visit.
// Renders nothing while the figure is live. Colours are inherited, so it reads on a plain card
// and on a primary-coloured one alike.
import { Trans } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { onlineAtom } from '../lib/pwa/online-status';
import { formatAsOf, usePointsAsOf } from '../lib/session/points-freshness';
import { refreshPoints } from '../lib/session/refresh-points';

export function PointsAsOf({ className = '', testId = 'points-as-of' }: { className?: string; testId?: string }) {
  const store = useStore();
  const asOf = usePointsAsOf();
  const online = useAtomValue(onlineAtom);
  const [busy, setBusy] = useState(false);
  if (!asOf) return null;
  const refresh = async () => {
    setBusy(true);
    try {
      await refreshPoints(store);
    } finally {
      setBusy(false);
    }
  };
  const time = formatAsOf(asOf);
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm opacity-90 ${className}`} data-testid={testId}>
      <span>{online ? <Trans>as of {time}</Trans> : <Trans>Offline: as of {time}</Trans>}</span>
      {/* Offline too: the service worker queues it and the new balance arrives with the connection. */}
      <button type="button" className="cursor-pointer underline underline-offset-2 disabled:opacity-50" disabled={busy} onClick={() => void refresh()}>
        <Trans>Refresh</Trans>
      </button>
    </p>
  );
}
