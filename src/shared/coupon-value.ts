// Kept apart from the zod contract: screens of the first visit format values without
// downloading zod (performance budget of the catalogue).

/** "20% OFF" for a percentage coupon, "$10 OFF" for any other type (spec section 3). */
export function formatCouponValue(couponType: string, couponValue: number): string {
  return couponType === 'percentage' ? `${couponValue}% OFF` : `$${couponValue} OFF`;
}
