// The four sidebar menu sets (spec section 2), defined once: admin, business user, event
// manager, and a default for every other role. Items without children link to /{link}; a
// child links to its childlink.
import { ROLE_PATH_PREFIX, type Role } from '@/shared/roles';
import type { IconName } from '@/client/components/icon';

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
}

const header = (title: string): MenuItem => ({ title, icon: 'grid', link: '', isHeadr: true });

// The spec points the admin's first entry at user/dashboard, which an admin may not open.
const adminMenu: MenuItem[] = [
  header('Menu'),
  { title: 'Dashboard', icon: 'home', link: 'admin/dashboard' },
  {
    title: 'Users',
    icon: 'users',
    link: 'admin/users',
    child: [
      { childtitle: 'All users', childlink: '/admin/users' },
      { childtitle: 'Add new user', childlink: '/admin/users/add-new' },
      { childtitle: 'Clients', childlink: '/admin/clients' },
    ],
  },
  {
    title: 'Events',
    icon: 'calendar',
    link: 'admin/events',
    child: [
      { childtitle: 'All events', childlink: '/admin/events' },
      { childtitle: 'Create event', childlink: '/admin/event/create' },
    ],
  },
  { title: 'Coupon Management', icon: 'ticket', link: 'admin/coupon-management' },
  { title: 'Coupons', icon: 'gift', link: 'coupon' },
];

const businessMenu: MenuItem[] = [
  header('Menu'),
  { title: 'Dashboard', icon: 'home', link: 'business/dashboard' },
  {
    title: 'My Stores',
    icon: 'store',
    link: 'business/mystores',
    child: [
      { childtitle: 'All stores', childlink: '/business/mystores' },
      { childtitle: 'Add a store', childlink: '/business/form' },
    ],
  },
];

const eventManagerMenu: MenuItem[] = [
  header('Menu'),
  { title: 'Dashboard', icon: 'home', link: 'event-manager/dashboard' },
  {
    title: 'Manage Events',
    icon: 'calendar',
    link: 'event-manager/ManagEvent',
    child: [
      { childtitle: 'All events', childlink: '/event-manager/ManagEvent' },
      { childtitle: 'Create event', childlink: '/event-manager/ManageEvents/create' },
    ],
  },
  { title: 'Coupons', icon: 'gift', link: 'coupon' },
];

/**
 * The default set, the spec's distributor menu. Its dashboard entry is the role's own (for the
 * distributor: distributor/dashboard), so a normal user or super admin is not sent to a page
 * they may not open.
 */
function defaultMenu(role: Role): MenuItem[] {
  return [
    header('Menu'),
    { title: 'Dashboard', icon: 'home', link: `${ROLE_PATH_PREFIX[role]}/dashboard` },
    { title: 'Coupons', icon: 'gift', link: 'coupon' },
  ];
}

export function menuForRole(role: Role): MenuItem[] {
  switch (role) {
    case 'ADMIN':
      return adminMenu;
    case 'BUSINESS_USER':
      return businessMenu;
    case 'EVENT_MANAGER':
      return eventManagerMenu;
    default:
      return defaultMenu(role);
  }
}

export function itemHref(item: MenuItem): string {
  return `/${item.link}`;
}

/** The parent whose child matches the current path is the open one (spec section 2). */
export function parentIndexForPath(items: MenuItem[], pathname: string): number | null {
  const index = items.findIndex((item) => item.child?.some((child) => child.childlink === pathname));
  return index === -1 ? null : index;
}

export function isItemActive(item: MenuItem, pathname: string): boolean {
  if (item.child) return item.child.some((child) => child.childlink === pathname);
  return itemHref(item) === pathname;
}
