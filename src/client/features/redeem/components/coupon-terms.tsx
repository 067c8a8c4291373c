import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The four terms the spec shows with every coupon (section 9). */
export const COUPON_TERMS = [
  msg`This coupon cannot be combined with other discounts.`,
  msg`This coupon is non-refundable.`,
  msg`This coupon has no cash value.`,
  msg`This coupon cannot be transferred.`,
] as const;

export function CouponTerms() {
  const { t } = useLingui();
  return (
    <section aria-label={t`Terms and conditions`} className="rounded-box bg-base-200 p-3 text-sm">
      <h3 className="font-semibold">{t`Terms and conditions`}</h3>
      <ul className="mt-1 list-disc ps-5">
        {COUPON_TERMS.map((term) => (
          <li key={term.id}>{t(term)}</li>
        ))}
      </ul>
    </section>
  );
}
