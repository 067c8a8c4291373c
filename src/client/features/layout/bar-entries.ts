// The staff's bottom-bar entries (menus.ts re-exports them beside the sidebar menus, so the two
// never disagree): the bottom bar is on every page, the catalogue's first visit included, and
// needs only these, not every role's menu.
import { t } from '@lingui/core/macro';
import type { Role } from '@/shared/roles';
import type { IconName } from '@/client/components/icon';

/** Where a role records a return and decides reports (features/returns/paths.ts says the same). */
export const RETURNS = {
  admin: { record: '/admin/form', pending: '/admin/returns/pending' },
  distributor: { record: '/distributor/form', pending: '/distributor/returns/pending' },
  business: { record: '/business/returns/record', pending: '/business/returns/pending' },
  storeManager: { record: '/store-manager/form', pending: '/store-manager/returns/pending' },
} as const;

/** The distributor's depot, where boxes are shipped, collected and retired (features/boxes/paths.ts says the same). */
export const DEPOT = '/distributor/depot';

export interface BarEntry {
  href: string;
  label: string;
  icon: IconName;
}

const recordAndPending = (paths: { record: string; pending: string }): BarEntry[] => [
  { href: paths.record, label: t`Record`, icon: 'box' },
  { href: paths.pending, label: t`Pending`, icon: 'inbox' },
];

/**
 * The middle slots of a staff member's bottom bar (between Dashboard and Logout): the counter
 * work of their role (and the distributor's depot). Null for a recycler, who keeps the spec's Points and Settings.
 */
export function staffBarEntries(role: Role): BarEntry[] | null {
  switch (role) {
    case 'ADMIN':
    case 'SUPER_ADMIN':
      return recordAndPending(RETURNS.admin);
    case 'DISTRIBUTOR':
      return [...recordAndPending(RETURNS.distributor), { href: DEPOT, label: t`Depot`, icon: 'scan' }];
    case 'BUSINESS_USER':
      return recordAndPending(RETURNS.business);
    case 'STORE_MANAGER':
      return recordAndPending(RETURNS.storeManager);
    case 'EVENT_MANAGER':
      return [
        { href: '/event-manager/ManagEvent', label: t`Events`, icon: 'calendar' },
        { href: '/event-manager/ManageEvents/create', label: t`New event`, icon: 'plus' },
      ];
    case 'NORMAL_USER':
      return null;
  }
}
