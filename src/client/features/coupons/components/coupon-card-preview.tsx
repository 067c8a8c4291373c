// A live preview of the coupon's catalogue card, the same 250 × 350 px and layout as the
// public catalogue shows, drawn from what the form holds right now (the banner before upload).
import { useLingui } from '@lingui/react/macro';
import { formatCouponValue } from '@/shared/contract/coupons';
import { formatPoints } from '@/client/lib/format/format';

const CARD_WIDTH = 250;
const CARD_HEIGHT = 350;
const BANNER_HEIGHT = 140;

interface CouponCardPreviewProps {
  description: string;
  companyName: string;
  couponType: string;
  couponValue: string;
  pointToRedeem: string;
  bannerUrl: string | null;
}

export function CouponCardPreview({ description, companyName, couponType, couponValue, pointToRedeem, bannerUrl }: CouponCardPreviewProps) {
  const { t } = useLingui();
  const value = Number(couponValue);
  const points = Number(pointToRedeem.trim() || '0');
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="coupon-preview">
      <div
        aria-hidden="true"
        className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm"
        style={{ width: CARD_WIDTH, height: CARD_HEIGHT }}
      >
        {bannerUrl ? (
          <img src={bannerUrl} alt="" className="shrink-0 bg-base-300 object-cover" style={{ width: CARD_WIDTH, height: BANNER_HEIGHT }} />
        ) : (
          <div className="flex shrink-0 items-center justify-center bg-base-300 text-xs" style={{ width: CARD_WIDTH, height: BANNER_HEIGHT }}>
            {t`Banner`}
          </div>
        )}
        <div className="card-body gap-2 p-4">
          <span className="badge badge-outline badge-secondary max-w-full truncate">{companyName}</span>
          <h3 className="line-clamp-3 text-sm font-semibold" data-testid="preview-description">
            {description.trim() || t`Coupon description`}
          </h3>
          {value > 0 && <p dir="auto" className="text-xs font-semibold text-accent">{formatCouponValue(couponType, value)}</p>}
          <p className="flex items-center gap-1 text-sm font-bold" data-testid="preview-points">
            <svg viewBox="0 0 20 20" className="h-4 w-4 fill-warning">
              <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z" />
            </svg>
            {Number.isFinite(points) ? formatPoints(points) : pointToRedeem}
          </p>
          <div className="card-actions mt-auto">
            <span className="btn btn-primary btn-sm btn-block pointer-events-none">{t`Redeem Now`}</span>
          </div>
        </div>
      </div>
      <figcaption className="text-xs opacity-70">{t`Catalogue card preview (250 × 350)`}</figcaption>
    </figure>
  );
}
