// Coupons for unit tests, in the contract's shape.
import type { Coupon } from '@/shared/contract/coupons';

let nextId = 1;

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  const id = overrides.id ?? nextId++;
  return {
    id,
    companyId: 1,
    company: { id: 1, companyName: 'GreenGrocer' },
    couponDescription: `Coupon ${id}`,
    couponCode: `CODE${id}`,
    couponType: 'percentage',
    couponValue: 20,
    bannerImage: null,
    pointToRedeem: 100,
    redeemLink: 'https://example.com/redeem',
    stock: null,
    perUserLimit: null,
    validFrom: null,
    validUntil: null,
    hasCodePool: false,
    ...overrides,
  };
}
