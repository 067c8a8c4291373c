// The points' age and a Refresh beside the points, when they come from storage: offline, or
// before the server confirmed them during this visit. On a screen with one "As of" line
// (ScreenAsOf) the age goes into that line, in its one format, and only Refresh stays here.
// Renders nothing while the figure is live. Colours are inherited, so it reads on a plain card
// and on a primary-coloured one alike.
import { Trans } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { useState } from 'react';
import { usePointsAsOf } from '../lib/session/points-freshness';
import { refreshPoints } from '../lib/session/refresh-points';
import { AsOfLine, useReportAsOf } from './as-of';

export function PointsAsOf({ className = '', testId = 'points-as-of' }: { className?: string; testId?: string }) {
  const store = useStore();
  const asOf = usePointsAsOf();
  const at = asOf?.toISOString() ?? null;
  const onScreenLine = useReportAsOf(at);
  const [busy, setBusy] = useState(false);
  if (!at) return null;
  const refresh = async () => {
    setBusy(true);
    try {
      await refreshPoints(store);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`flex flex-wrap items-center gap-x-2 text-sm opacity-90 ${className}`} data-testid={testId}>
      {!onScreenLine && <AsOfLine at={at} testId={`${testId}-time`} />}
      {/* Offline too: the service worker queues it and the new balance arrives with the connection. */}
      <button type="button" className="inline-flex min-h-11 cursor-pointer items-center underline underline-offset-2 disabled:opacity-50" disabled={busy} onClick={() => void refresh()}>
        <Trans>Refresh points</Trans>
      </button>
    </div>
  );
}
