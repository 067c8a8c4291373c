// The success view, loaded only when a redemption succeeded (most openings never get here).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { toast } from '@/client/lib/toast';
import type { RedeemAnswer } from '@/shared/contract/coupons';
import { couponValueLabel } from '@/client/lib/format/coupon-value';
import { CouponTerms } from './coupon-terms';
import { couponTypeLabel } from '@/client/lib/format/format';
import { PATHS } from '@/shared/screen-paths';

interface RedeemSuccessProps {
  titleId: string;
  result: RedeemAnswer;
  onGoBack: () => void;
}

export default function RedeemSuccess({ titleId, result, onGoBack }: RedeemSuccessProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const value = couponValueLabel(result.couponType, result.couponValue);
  // CONTINUE, which had the focus, is gone: move it to the news so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.couponCode);
      toast.success(t`Code copied`);
    } catch {
      toast.error(t`Could not copy the code. Select it and copy it by hand.`);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-2xl font-bold text-primary outline-none">
        {t`YOU SCORED ${value}`}
      </h2>
      <p className="text-sm">{result.couponDescription}</p>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
        <dt className="font-semibold">{t`Code`}</dt>
        <dd className="flex items-center gap-2">
          <code className="rounded bg-base-200 px-2 py-1 text-base font-bold select-all" data-testid="redeemed-code">
            {result.couponCode}
          </code>
          <button type="button" className="btn btn-outline btn-xs" onClick={() => void copy()}>
            {t`Copy code`}
          </button>
        </dd>
        <dt className="font-semibold">{t`Type`}</dt>
        <dd>{couponTypeLabel(result.couponType)}</dd>
        <dt className="font-semibold">{t`Link`}</dt>
        <dd className="break-all">
          <a href={result.redeemLink} target="_blank" rel="noopener noreferrer" className="link link-primary">
            {result.redeemLink}
          </a>
        </dd>
      </dl>
      <p className="text-sm">
        <Trans>
          Saved under{' '}
          <Link href={PATHS.wallet} className="link link-primary font-semibold">
            My coupons
          </Link>
          , where it also works offline.
        </Trans>
      </p>
      <CouponTerms />
      <div className="modal-action mt-1">
        <button type="button" className="btn btn-ghost" onClick={onGoBack}>
          {t`GO BACK`}
        </button>
        <a href={result.redeemLink} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
          {t`SHOP NOW`}
        </a>
      </div>
    </div>
  );
}
