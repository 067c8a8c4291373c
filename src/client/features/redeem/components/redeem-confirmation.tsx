import { useId } from 'react';
import type { Coupon } from '@/shared/contract/coupons';
import { formatCouponValue } from '@/shared/coupon-value';
import { uploadedImageUrl } from '@/client/lib/images';
import { TERMS_INLINE, type RedeemState } from '../lib/redeem-state';
import { CouponTerms } from './coupon-terms';

interface RedeemConfirmationProps {
  titleId: string;
  coupon: Coupon;
  balance: number | null;
  state: RedeemState;
  online: boolean;
  onAgree: (agreed: boolean) => void;
  onContinue: () => void;
  onGoBack: () => void;
}

export function RedeemConfirmation({ titleId, coupon, balance, state, online, onAgree, onContinue, onGoBack }: RedeemConfirmationProps) {
  const termsErrorId = useId();
  // Said before anything is sent (the server still decides, with the balance it holds).
  const missing = balance === null ? 0 : coupon.pointToRedeem - balance;
  return (
    <div className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-bold">
        ONE LAST CHECK
      </h2>
      {coupon.bannerImage && (
        <img
          src={`${uploadedImageUrl(coupon.bannerImage)}?w=500`}
          alt=""
          width={500}
          height={160}
          className="h-40 w-full rounded-box bg-base-300 object-cover"
        />
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {coupon.company?.companyName && (
          <>
            <dt className="font-semibold">Company</dt>
            <dd dir="auto">{coupon.company.companyName}</dd>
          </>
        )}
        <dt className="font-semibold">Coupon</dt>
        <dd dir="auto">{coupon.couponDescription}</dd>
        <dt className="font-semibold">Value</dt>
        <dd>{formatCouponValue(coupon.couponType, coupon.couponValue)}</dd>
        <dt className="font-semibold">Points</dt>
        <dd>
          <bdi>
            {coupon.pointToRedeem} points{balance !== null && ` (you have ${balance})`}
          </bdi>
        </dd>
      </dl>
      <CouponTerms />
      <label className="flex min-h-11 cursor-pointer items-start gap-2 py-2 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-primary checkbox-sm mt-0.5"
          checked={state.agreed}
          onChange={(event) => onAgree(event.target.checked)}
          aria-invalid={state.termsMissing || undefined}
          aria-describedby={state.termsMissing ? termsErrorId : undefined}
        />
        I agree to the terms and conditions.
      </label>
      {state.termsMissing && (
        <p id={termsErrorId} className="text-sm text-error">
          {TERMS_INLINE}
        </p>
      )}
      {state.error && (
        <p role="alert" className="text-sm font-medium text-error" data-testid="redeem-error">
          {state.error}
        </p>
      )}
      {missing > 0 && (
        <p role="status" className="alert alert-warning text-sm" data-testid="redeem-short">
          You need {missing} more point{missing === 1 ? '' : 's'} to redeem this coupon.
        </p>
      )}
      {!online && (
        <p role="status" className="alert alert-warning text-sm">
          Redeeming a coupon needs a connection. You are offline: try again once you are back online.
        </p>
      )}
      <div className="modal-action mt-1">
        <button type="button" className="btn btn-ghost" onClick={onGoBack}>
          GO BACK
        </button>
        <button type="button" className="btn btn-primary" onClick={onContinue} disabled={!online || state.loading || missing > 0} aria-busy={state.loading}>
          {state.loading ? 'Loading...' : 'CONTINUE'}
        </button>
      </div>
    </div>
  );
}
