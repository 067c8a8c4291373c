import type { Coupon } from '@/shared/contract/coupons';
import type { couponCompanies, coupons } from '@/server/db/schema';

type CouponRow = typeof coupons.$inferSelect;
type CompanyRow = Pick<typeof couponCompanies.$inferSelect, 'id' | 'companyName'>;

export function toCoupon(row: CouponRow, company: CompanyRow | null, hasCodePool: boolean): Coupon {
  return {
    id: row.id,
    companyId: row.companyId,
    company: company ? { id: company.id, companyName: company.companyName } : null,
    couponDescription: row.description,
    couponCode: row.code,
    couponType: row.type,
    couponValue: row.value,
    bannerImage: row.bannerImage,
    pointToRedeem: row.pointToRedeem,
    redeemLink: row.redeemLink,
    stock: row.stock,
    perUserLimit: row.perUserLimit,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    hasCodePool,
  };
}
