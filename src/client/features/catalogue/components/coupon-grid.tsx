import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Coupon } from '@/shared/contract/coupons';
import { useWindowGrid } from '../hooks/use-window-grid';
import { GRID_GAP } from '../lib/grid-window';
import { CouponCard, CouponCardSkeleton } from './coupon-card';

interface CouponGridProps {
  coupons: readonly Coupon[];
  balance: number | null;
  onRedeem: (coupon: Coupon) => void;
}

/**
 * Only the rows near the viewport are rendered (the page scrolls, not the grid), so the list
 * may hold thousands of coupons. Memoized: a keystroke re-renders it only once the deferred
 * filter result changes.
 */
export const CouponGrid = memo(function CouponGrid({ coupons, balance, onRedeem }: CouponGridProps) {
  const { t } = useLingui();
  const { ref, layout, rows, rowCount, onFirstScreen } = useWindowGrid(coupons.length);
  const { columns, cardWidth, cardHeight, gap, rowHeight, compact } = layout;
  const innerWidth = columns * cardWidth + (columns - 1) * gap;
  const rendered = [];
  for (let row = rows.first; row < rows.last; row++) {
    const start = row * columns;
    rendered.push(
      <div key={row} role="presentation" className="absolute start-0 flex" style={{ top: row * rowHeight, gap }}>
        {coupons.slice(start, start + columns).map((coupon, i) => (
          <CouponCard
            key={coupon.id}
            coupon={coupon}
            balance={balance}
            onRedeem={onRedeem}
            position={start + i + 1}
            total={coupons.length}
            onFirstScreen={onFirstScreen(row)}
            size={compact ? { width: cardWidth, height: cardHeight } : undefined}
          />
        ))}
      </div>,
    );
  }
  return (
    <div ref={ref} className="w-full">
      {/* Centred: the spec's 250 px cards leave a remainder of the width, shared by both sides instead of left on one. */}
      <div role="list" aria-label={t`Coupons`} className="relative mx-auto" style={{ width: innerWidth, height: Math.max(0, rowCount * rowHeight - gap) }}>
        {rendered}
      </div>
    </div>
  );
});

export function CouponGridSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" className="flex flex-wrap justify-center" style={{ gap: GRID_GAP }}>
      <span className="sr-only">{t`Loading coupons…`}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <CouponCardSkeleton key={i} />
      ))}
    </div>
  );
}
