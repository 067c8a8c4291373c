// Points issued and redeemed per day over the last 30 days: a plain SVG line chart (no chart
// library), loaded lazily with the dashboard. Screen readers get the same figures as a table.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { AdminStats } from '@/shared/contract/stats';
import { formatDate, formatNumber, formatShortDay } from '@/client/lib/format/format';
import { niceMax, seriesPath, totals, type ChartBox } from '../lib/chart-geometry';

/** The element's width in CSS pixels, kept up to date. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry!.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function PointsChart({ days }: { days: AdminStats['pointsPerDay'] }) {
  const { t } = useLingui();
  // Drawn at the container's own width, so its text stays 11 px on a phone and on a wide screen.
  const [frame, width] = useWidth<HTMLDivElement>(720);
  const BOX: ChartBox = { width, height: width < 500 ? 180 : 240, left: 44, right: 12, top: 12, bottom: 28 };
  const labelEvery = width < 500 ? 10 : 7;
  const max = niceMax(Math.max(0, ...days.map((d) => Math.max(d.issued, d.redeemed))));
  const sum = totals(days);
  const plotHeight = BOX.height - BOX.top - BOX.bottom;
  const stepX = (BOX.width - BOX.left - BOX.right) / Math.max(1, days.length - 1);
  const ticks = [0, max / 2, max];
  const dayCount = days.length;
  const issued = formatNumber(sum.issued);
  const redeemed = formatNumber(sum.redeemed);

  return (
    <figure className="flex flex-col gap-2">
      <div ref={frame} className="w-full overflow-hidden">
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          width={BOX.width}
          height={BOX.height}
          className="block"
          role="img"
          aria-label={t`${plural(dayCount, { one: 'Points over the last # day', other: 'Points over the last # days' })}: ${issued} issued, ${redeemed} redeemed`}
          data-testid="points-chart"
        >
          {ticks.map((tick) => {
            const y = BOX.top + plotHeight - (tick / max) * plotHeight;
            return (
              <g key={tick}>
                <line x1={BOX.left} x2={BOX.width - BOX.right} y1={y} y2={y} className="stroke-base-300" strokeDasharray={tick ? '4 4' : undefined} />
                <text x={BOX.left - 6} y={y + 4} textAnchor="end" className="fill-current text-[11px] opacity-70">
                  {formatNumber(tick)}
                </text>
              </g>
            );
          })}
          {days.map((d, i) =>
            // Every week (ten days on a phone) and the last day, never two labels on top of each other.
            // The last day sits on the right edge: it ends there rather than centring half outside.
            (i % labelEvery === 0 && days.length - 1 - i >= labelEvery * 0.75) || i === days.length - 1 ? (
              <text
                key={d.day}
                x={BOX.left + i * stepX}
                y={BOX.height - 8}
                textAnchor={i === days.length - 1 ? 'end' : 'middle'}
                className="fill-current text-[11px] opacity-70"
              >
                {formatShortDay(d.day)}
              </text>
            ) : null,
          )}
          <polyline points={seriesPath(days.map((d) => d.issued), max, BOX)} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" />
          <polyline
            points={seriesPath(days.map((d) => d.redeemed), max, BOX)}
            fill="none"
            className="stroke-accent"
            strokeWidth={2.5}
            strokeDasharray="6 3"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <figcaption className="flex flex-wrap gap-4 text-sm">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-5 rounded bg-primary" /> {t`Issued:`} <strong data-testid="issued-total">{issued}</strong>
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-5 rounded bg-accent" /> {t`Redeemed:`} <strong data-testid="redeemed-total">{redeemed}</strong>
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>{t`Points per day`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            <th scope="col">{t`Issued`}</th>
            <th scope="col">{t`Redeemed`}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDate(`${d.day}T12:00:00Z`)}</th>
              <td>{formatNumber(d.issued)}</td>
              <td>{formatNumber(d.redeemed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
