import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import type { Coupon } from '@/shared/contract/coupons';
import { formatPoints } from '@/client/lib/format/format';
import { bannerSources } from '@/client/lib/images';
import { couponFacts } from '../lib/coupon-facts';
import { CARD_HEIGHT, CARD_WIDTH } from '../lib/grid-window';

const BANNER_HEIGHT = 140;
const COMPACT_BANNER_HEIGHT = 96;

interface CouponCardProps {
  coupon: Coupon;
  /** The signed-in user's points, or null when signed out. */
  balance: number | null;
  onRedeem: (coupon: Coupon) => void;
  position: number;
  total: number;
  /**
   * On the first screen the page showed (the grid's measure): the banner loads eagerly and
   * first, since one of them is usually the page's largest paint; the rest load lazily.
   */
  onFirstScreen?: boolean;
  /** The compact card of a phone's two-column grid (lib/grid-window.ts); the spec's 250×350 otherwise. */
  size?: { width: number; height: number };
}

export const CouponCard = memo(function CouponCard({ coupon, balance, onRedeem, position, total, onFirstScreen = false, size }: CouponCardProps) {
  const { t } = useLingui();
  const descriptionId = useId();
  const width = size?.width ?? CARD_WIDTH;
  const height = size?.height ?? CARD_HEIGHT;
  const compact = size !== undefined;
  const companyName = coupon.company?.companyName;
  return (
    // A div, not an article: axe allows the listitem role (the grid is a list) only on generic elements.
    <div
      role="listitem"
      aria-posinset={position}
      aria-setsize={total}
      aria-labelledby={descriptionId}
      data-testid="coupon-card"
      data-coupon-id={coupon.id}
      className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm"
      style={{ width, height }}
    >
      <CouponBanner name={coupon.bannerImage} aboveTheFold={onFirstScreen} width={width} height={compact ? COMPACT_BANNER_HEIGHT : BANNER_HEIGHT} />
      <div className={`card-body ${compact ? 'gap-1.5 p-3' : 'gap-2 p-4'}`}>
        {companyName && <span dir="auto" className="badge badge-outline badge-secondary max-w-full truncate">{companyName}</span>}
        {/* h2: the page's h1 is the level above, and headings may not skip a level. */}
        {/* dir="auto": a partner's text reads in its own direction on an RTL page ("10% off …" stays in order). */}
        <h2 id={descriptionId} dir="auto" className="line-clamp-2 text-sm font-semibold">
          {coupon.couponDescription}
        </h2>
        <p className="flex items-center gap-1 text-sm font-bold" data-testid="coupon-points">
          <StarIcon />
          {/* Number and word in one isolate: RTL would otherwise show "points 50". */}
          <bdi>{formatPoints(coupon.pointToRedeem)}</bdi>
        </p>
        <Facts coupon={coupon} />
        {balance !== null && <Affordability cost={coupon.pointToRedeem} balance={balance} />}
        <div className="card-actions mt-auto">
          {/* Unaffordable coupons look it: an outline button (it still opens the details). 44 px high for a thumb. */}
          <button
            type="button"
            className={`btn btn-block min-h-11 ${balance !== null && balance < coupon.pointToRedeem ? 'btn-outline' : 'btn-primary'}`}
            onClick={() => onRedeem(coupon)}
          >
            {t`Redeem Now`}
          </button>
        </div>
      </div>
    </div>
  );
});

/** Until when, few left, the limit per person: one line, cut short on a narrow card (read whole by screen readers). */
function Facts({ coupon }: { coupon: Coupon }) {
  const facts = couponFacts(coupon);
  if (facts.length === 0) return null;
  return (
    <p className="truncate text-xs text-base-content/80" data-testid="coupon-facts" title={facts.join(' · ')}>
      {facts.join(' · ')}
    </p>
  );
}

function Affordability({ cost, balance }: { cost: number; balance: number }) {
  const { t } = useLingui();
  const missing = cost - balance;
  return missing <= 0 ? (
    <p className="text-xs font-medium text-success" data-testid="coupon-affordable">
      {t`Your points cover this`}
    </p>
  ) : (
    <p className="text-xs font-medium text-base-content/80" data-testid="coupon-unaffordable">
      {t`${plural(missing, { one: 'You need # more point', other: 'You need # more points' })}`}
    </p>
  );
}

/** Fixed width and height so the card never jumps when the image arrives; the server resizes. */
function CouponBanner({ name, aboveTheFold, width, height }: { name: string | null; aboveTheFold: boolean; width: number; height: number }) {
  if (!name) return <div aria-hidden="true" className="shrink-0 bg-base-300" style={{ width, height }} />;
  // The server's HTML preloads the first cards' banners with these same sources (client-shell.ts).
  const { src, srcSet } = bannerSources(name);
  return (
    <img
      src={src}
      srcSet={srcSet}
      width={width}
      height={height}
      loading={aboveTheFold ? 'eager' : 'lazy'}
      fetchPriority={aboveTheFold ? 'high' : 'auto'}
      decoding="async"
      alt=""
      className="shrink-0 bg-base-300 object-cover"
      style={{ width, height }}
    />
  );
}

export function StarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-warning">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

export function CouponCardSkeleton() {
  return <div aria-hidden="true" className="skeleton rounded-box" style={{ width: CARD_WIDTH, height: CARD_HEIGHT }} />;
}
