import { StaffPlaceholder } from './staff-placeholder';

export function AdminCouponCompanyPage() {
  return <StaffPlaceholder title="Coupon company" message="Managing this company's coupons is not available yet." />;
}
