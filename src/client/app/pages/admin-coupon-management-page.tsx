import { StaffPlaceholder } from './staff-placeholder';

export function AdminCouponManagementPage() {
  return <StaffPlaceholder title="Coupon management" message="Managing coupons and coupon companies is not available yet." />;
}
