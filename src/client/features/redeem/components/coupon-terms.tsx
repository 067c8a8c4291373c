/** The four terms the spec shows with every coupon (section 9). */
export const COUPON_TERMS = [
  'This coupon cannot be combined with other discounts.',
  'This coupon is non-refundable.',
  'This coupon has no cash value.',
  'This coupon cannot be transferred.',
] as const;

export function CouponTerms() {
  return (
    <section aria-label="Terms and conditions" className="rounded-box bg-base-200 p-3 text-sm">
      <h3 className="font-semibold">Terms and conditions</h3>
      <ul className="mt-1 list-disc ps-5">
        {COUPON_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
