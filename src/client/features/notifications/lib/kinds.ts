// Which kinds of notification each role receives (the server writes only these to them), and
// how the settings name each kind.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationKind } from '@/shared/contract/notifications';
import type { Role } from '@/shared/roles';

const RECYCLER: NotificationKind[] = ['points_credited', 'report_rejected', 'credit_undone', 'coupon_ends_soon', 'event_tomorrow'];
const DECIDES_REPORTS: NotificationKind[] = ['reports_waiting'];

export function kindsFor(role: Role): NotificationKind[] {
  switch (role) {
    case 'NORMAL_USER':
      return RECYCLER;
    case 'ADMIN':
    case 'SUPER_ADMIN':
      return [...DECIDES_REPORTS, 'coupon_low_stock'];
    case 'BUSINESS_USER':
    case 'STORE_MANAGER':
    case 'DISTRIBUTOR':
      return DECIDES_REPORTS;
    default:
      return [];
  }
}

export const KIND_LABEL: Record<NotificationKind, MessageDescriptor> = {
  points_credited: msg`Points credited`,
  report_rejected: msg`A report rejected`,
  credit_undone: msg`A credit undone`,
  coupon_ends_soon: msg`A coupon in your wallet ends soon`,
  event_tomorrow: msg`An event you joined is tomorrow`,
  reports_waiting: msg`Reports waiting for a decision`,
  coupon_low_stock: msg`A coupon low on stock`,
};
