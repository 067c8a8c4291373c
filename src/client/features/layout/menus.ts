// The sidebar menu sets (spec section 2), defined once: the spec's admin, business user, event
// manager and default sets, each with a Returns entry where the role records and decides
// returns, plus the super admin's (the admin's screens with its own dashboard and settings,
// product.md) and the store manager's. Items without children link to /{link}; a child links
// to its childlink. The staff's bottom-bar entries sit beside them (bar-entries.ts, re-exported
// here), so the two never disagree.
// Titles are translated when a menu is asked for (during render), so each set is built by a
// function: a module-level list would keep the language of the first load.
import { t } from '@lingui/core/macro';
import { roleDashboardPath, type Role } from '@/shared/roles';
import { PATHS, RETURNS_PATHS, type ReturnsPaths } from '@/shared/screen-paths';
import type { IconName } from '@/client/components/icon';

// The bottom bar imports its entries from their own module: the first visit (the bottom bar is
// on the catalogue) does not carry every role's menu.
export { staffBarEntries, type BarEntry } from './bar-entries';

export interface MenuChild {
  childtitle: string;
  childlink: string;
}

export interface MenuItem {
  title: string;
  icon: IconName;
  link: string;
  badge?: string;
  child?: MenuChild[];
  isHeadr?: boolean;
  /** Sub-pages reached from this entry (path prefixes), so it stays marked there (our addition). */
  subPages?: string[];
}

/** The fixed start of a pattern's paths: '/admin/ManageParticipants/:eventId' -> '/admin/ManageParticipants/'. */
const subPageOf = (pattern: string) => pattern.slice(0, pattern.indexOf(':'));

/** The spec's menu links are paths without their leading slash (itemHref puts it back). */
const menuLink = (path: string) => path.slice(1);

const menuHeader = (): MenuItem => ({ title: t`Menu`, icon: 'grid', link: '', isHeadr: true });

function returnsItem(paths: ReturnsPaths): MenuItem {
  return {
    title: t`Returns`,
    icon: 'box',
    link: menuLink(paths.record),
    child: [
      { childtitle: t`Record a return`, childlink: paths.record },
      { childtitle: t`Pending returns`, childlink: paths.pending },
    ],
  };
}

// The spec points the admin's first entry at user/dashboard, which an admin may not open.
const adminScreens = (): MenuItem[] => [
  {
    title: t`Users`,
    icon: 'users',
    link: menuLink(PATHS.admin.users),
    child: [
      { childtitle: t`All users`, childlink: PATHS.admin.users },
      { childtitle: t`Add new user`, childlink: PATHS.admin.addUser },
    ],
  },
  // Clients (their distributors, stores and a store's details) are their own work, not a kind of user.
  { title: t`Clients`, icon: 'briefcase', link: menuLink(PATHS.admin.clients), subPages: [`${PATHS.admin.clients}/`] },
  { title: t`Stores`, icon: 'store', link: menuLink(PATHS.admin.stores) },
  { title: t`Boxes`, icon: 'tag', link: menuLink(PATHS.admin.boxes) },
  returnsItem(RETURNS_PATHS.ADMIN),
  {
    title: t`Events`,
    icon: 'calendar',
    link: menuLink(PATHS.admin.events),
    child: [
      { childtitle: t`All events`, childlink: PATHS.admin.events },
      { childtitle: t`Create event`, childlink: PATHS.admin.eventForm },
    ],
    subPages: [subPageOf(PATHS.admin.participants)],
  },
  { title: t`Coupon Management`, icon: 'ticket', link: menuLink(PATHS.admin.couponManagement), subPages: [subPageOf(PATHS.admin.companyCoupons)] },
];

const adminMenu = (): MenuItem[] => [
  menuHeader(),
  { title: t`Dashboard`, icon: 'home', link: menuLink(PATHS.admin.dashboard) },
  ...adminScreens(),
  { title: t`Coupons`, icon: 'gift', link: menuLink(PATHS.coupon) },
];

const superAdminMenu = (): MenuItem[] => [
  menuHeader(),
  // One dashboard: the super admin's holds the admin's figures too.
  { title: t`Dashboard`, icon: 'home', link: menuLink(PATHS.superAdmin.dashboard) },
  ...adminScreens(),
  { title: t`Settings`, icon: 'settings', link: menuLink(PATHS.superAdmin.settings) },
  { title: t`Coupons`, icon: 'gift', link: menuLink(PATHS.coupon) },
];

const storeManagerMenu = (): MenuItem[] => [
  menuHeader(),
  { title: t`Dashboard`, icon: 'home', link: menuLink(PATHS.storeManager.dashboard) },
  returnsItem(RETURNS_PATHS.STORE_MANAGER),
  { title: t`Coupons`, icon: 'gift', link: menuLink(PATHS.coupon) },
];

const distributorMenu = (): MenuItem[] => [
  menuHeader(),
  { title: t`Dashboard`, icon: 'home', link: menuLink(PATHS.distributor.dashboard) },
  returnsItem(RETURNS_PATHS.DISTRIBUTOR),
  { title: t`Depot`, icon: 'scan', link: menuLink(PATHS.distributor.depot) },
  { title: t`Coupons`, icon: 'gift', link: menuLink(PATHS.coupon) },
];

const businessMenu = (): MenuItem[] => [
  menuHeader(),
  { title: t`Dashboard`, icon: 'home', link: menuLink(PATHS.business.dashboard) },
  {
    title: t`My Stores`,
    icon: 'store',
    link: menuLink(PATHS.business.stores),
    child: [
      { childtitle: t`All stores`, childlink: PATHS.business.stores },
      { childtitle: t`Add a store`, childlink: PATHS.business.storeForm },
    ],
  },
  returnsItem(RETURNS_PATHS.BUSINESS_USER),
];

const eventManagerMenu = (): MenuItem[] => [
  menuHeader(),
  { title: t`Dashboard`, icon: 'home', link: menuLink(PATHS.eventManager.dashboard) },
  {
    title: t`Manage Events`,
    icon: 'calendar',
    link: menuLink(PATHS.eventManager.events),
    child: [
      { childtitle: t`All events`, childlink: PATHS.eventManager.events },
      { childtitle: t`Create event`, childlink: PATHS.eventManager.eventForm },
    ],
    subPages: [subPageOf(PATHS.eventManager.participants)],
  },
  { title: t`Coupons`, icon: 'gift', link: menuLink(PATHS.coupon) },
];

/**
 * The default set, the spec's distributor menu. Its dashboard entry is the role's own, so a
 * normal user is not sent to a page they may not open.
 */
function defaultMenu(role: Role): MenuItem[] {
  return [
    menuHeader(),
    { title: t`Dashboard`, icon: 'home', link: menuLink(roleDashboardPath(role)) },
    { title: t`Coupons`, icon: 'gift', link: menuLink(PATHS.coupon) },
  ];
}

/**
 * The recycler's set: the default one, then what they reach for at a till or with a box in hand
 * (My coupons, Return points, My boxes), so each is two taps from any screen: the menu, the entry.
 */
function recyclerMenu(): MenuItem[] {
  return [
    ...defaultMenu('NORMAL_USER'),
    { title: t`My coupons`, icon: 'ticket', link: menuLink(PATHS.wallet) },
    { title: t`Return points`, icon: 'store', link: menuLink(PATHS.returnPoints) },
    { title: t`My boxes`, icon: 'box', link: menuLink(PATHS.user.boxes) },
  ];
}

export function menuForRole(role: Role): MenuItem[] {
  switch (role) {
    case 'NORMAL_USER':
      return recyclerMenu();
    case 'ADMIN':
      return adminMenu();
    case 'SUPER_ADMIN':
      return superAdminMenu();
    case 'DISTRIBUTOR':
      return distributorMenu();
    case 'STORE_MANAGER':
      return storeManagerMenu();
    case 'BUSINESS_USER':
      return businessMenu();
    case 'EVENT_MANAGER':
      return eventManagerMenu();
    default:
      return defaultMenu(role);
  }
}

export function itemHref(item: MenuItem): string {
  return `/${item.link}`;
}

/** The parent whose child matches the current path is the open one (spec section 2). */
export function parentIndexForPath(items: MenuItem[], pathname: string): number | null {
  const index = items.findIndex((item) => item.child && isItemActive(item, pathname));
  return index === -1 ? null : index;
}

function onSubPage(item: MenuItem, pathname: string): boolean {
  return item.subPages?.some((prefix) => pathname.startsWith(prefix)) ?? false;
}

export function isItemActive(item: MenuItem, pathname: string): boolean {
  if (item.child) return item.child.some((child) => child.childlink === pathname) || onSubPage(item, pathname);
  return itemHref(item) === pathname || onSubPage(item, pathname);
}
