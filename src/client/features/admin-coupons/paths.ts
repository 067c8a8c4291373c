// The admin coupon screens' paths (spec section 2), in one place for links and tests.
export const COUPON_MANAGEMENT_PATH = '/admin/coupon-management';

export function companyCouponsPath(companyId: number): string {
  return `/admin/coupon-companies/manage/${companyId}`;
}
