// "as of 10:32 · Refresh" beside the points wherever the shell shows them, when they come
// from storage. Renders nothing while the figure is live.
import { useStore } from 'jotai';
import { useState } from 'react';
import { formatAsOf, usePointsAsOf } from './points-freshness';
import { refreshPoints } from './refresh-points';

export function PointsAsOf({ className = '' }: { className?: string }) {
  const store = useStore();
  const asOf = usePointsAsOf();
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
  return (
    <span className={`inline-flex items-center gap-1 text-xs text-base-content/70 ${className}`}>
      <span data-testid="points-as-of">as of {formatAsOf(asOf)}</span>
      <button type="button" className="btn btn-link btn-xs px-1" disabled={busy} onClick={() => void refresh()}>
        Refresh
      </button>
    </span>
  );
}
