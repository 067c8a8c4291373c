import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Coupon } from '@/shared/contract/coupons';
import { couponValueLabel } from '@/client/lib/format/coupon-value';
import { formatDateTime, formatNumber, formatPoints } from '@/client/lib/format/format';
import { uploadedImageUrl } from '@/client/lib/images';
import { TERMS_INLINE, type RedeemState } from '../lib/redeem-state';
import { CouponTerms } from './coupon-terms';

interface RedeemConfirmationProps {
  titleId: string;
  coupon: Coupon;
  heldSince: string | null;
  balance: number | null;
  state: RedeemState;
  online: boolean;
  onAgree: (agreed: boolean) => void;
  onContinue: () => void;
  onGoBack: () => void;
}

export function RedeemConfirmation({ titleId, coupon, heldSince, balance, state, online, onAgree, onContinue, onGoBack }: RedeemConfirmationProps) {
  const { t } = useLingui();
  const termsErrorId = useId();
  // Said before anything is sent (the server still decides, with the balance it holds).
  const missing = balance === null ? 0 : coupon.pointToRedeem - balance;
  const cost = formatPoints(coupon.pointToRedeem);
  const have = formatNumber(balance ?? 0);
  const heldDate = heldSince ? formatDateTime(heldSince) : '';
  return (
    <div className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-bold">
        {t`ONE LAST CHECK`}
      </h2>
      {heldSince && (
        <p role="status" className="alert alert-info text-sm" data-testid="redeem-already-held">
          {t`You already have this coupon: you redeemed it ${heldDate} and it is under My coupons, not yet marked used. Continue only if you want another one.`}
        </p>
      )}
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
            <dt className="font-semibold">{t`Company`}</dt>
            <dd dir="auto">{coupon.company.companyName}</dd>
          </>
        )}
        <dt className="font-semibold">{t`Coupon`}</dt>
        <dd dir="auto">{coupon.couponDescription}</dd>
        <dt className="font-semibold">{t`Value`}</dt>
        <dd dir="auto">{couponValueLabel(coupon.couponType, coupon.couponValue)}</dd>
        <dt className="font-semibold">{t`Points`}</dt>
        <dd>
          <bdi>
            {balance === null ? formatPoints(coupon.pointToRedeem) : t`${cost} (you have ${have})`}
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
        {t`I agree to the terms and conditions.`}
      </label>
      {state.termsMissing && (
        <p id={termsErrorId} className="text-sm text-error">
          {t(TERMS_INLINE)}
        </p>
      )}
      {state.error && (
        <p role="alert" className="text-sm font-medium text-error" data-testid="redeem-error">
          {state.error}
        </p>
      )}
      {missing > 0 && (
        <p role="status" className="alert alert-warning text-sm" data-testid="redeem-short">
          {t`${plural(missing, { one: 'You need # more point to redeem this coupon.', other: 'You need # more points to redeem this coupon.' })}`}
        </p>
      )}
      {!online && (
        <p role="status" className="alert alert-warning text-sm">
          {t`Redeeming a coupon needs a connection. You are offline: try again once you are back online.`}
        </p>
      )}
      <div className="modal-action mt-1">
        <button type="button" className="btn btn-ghost" onClick={onGoBack}>
          {t`GO BACK`}
        </button>
        <button type="button" className="btn btn-primary" onClick={onContinue} disabled={!online || state.loading || missing > 0} aria-busy={state.loading}>
          {state.loading ? t`Loading...` : t`CONTINUE`}
        </button>
      </div>
    </div>
  );
}
