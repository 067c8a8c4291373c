// The staff's bottom-bar entries (menus.ts re-exports them beside the sidebar menus, so the two
// never disagree): the bottom bar is on every page, the catalogue's first visit included, and
// needs only these, not every role's menu.
import { t } from '@lingui/core/macro';
import type { Role } from '@/shared/roles';
import { PATHS, RETURNS_PATHS, type ReturnsPaths } from '@/shared/screen-paths';
import type { IconName } from '@/client/components/icon';

export interface BarEntry {
  href: string;
  label: string;
  icon: IconName;
}

const recordAndPending = (paths: ReturnsPaths): BarEntry[] => [
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
      return recordAndPending(RETURNS_PATHS.ADMIN);
    case 'DISTRIBUTOR':
      return [...recordAndPending(RETURNS_PATHS.DISTRIBUTOR), { href: PATHS.distributor.depot, label: t`Depot`, icon: 'scan' }];
    case 'BUSINESS_USER':
      return recordAndPending(RETURNS_PATHS.BUSINESS_USER);
    case 'STORE_MANAGER':
      return recordAndPending(RETURNS_PATHS.STORE_MANAGER);
    case 'EVENT_MANAGER':
      return [
        { href: PATHS.eventManager.events, label: t`Events`, icon: 'calendar' },
        { href: PATHS.eventManager.eventForm, label: t`New event`, icon: 'plus' },
      ];
    case 'NORMAL_USER':
      return null;
  }
}
