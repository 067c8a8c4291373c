// Every screen's path (spec section 2), once. The route table, the menus, the bottom bar, the
// links, the notifications' screens and the server's mails read them here; a literal screen path
// anywhere else in the client is a lint error (eslint.config.js).
import type { Role } from './roles';

export const PATHS = {
  catalogue: '/',
  coupon: '/coupon',
  coupons: '/coupons',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  undoEmailChange: '/undo-email-change',
  terms: '/terms',
  privacy: '/privacy',
  invite: '/invite/:id',
  /** A box's own page, the address its label's QR code holds (PUBLIC_URL/b/<code>). */
  box: '/b/:code',
  /** Sends a signed-in person on to their role's dashboard. */
  dashboard: '/dashboard',
  profileSettings: '/profile-setting/:userId',
  account: '/account',
  /** One's inbox: what the bell in the header opens. */
  notifications: '/notifications',
  /** "My coupons": the wallet of redeemed coupons. */
  wallet: '/wallet',
  howEarningWorks: '/how-earning-works',
  returnPoints: '/return-points',
  business: {
    dashboard: '/business/dashboard',
    stores: '/business/mystores',
    storeForm: '/business/form',
    recordReturn: '/business/returns/record',
    pendingReturns: '/business/returns/pending',
    profileSettings: '/business/profile-setting/:userId',
  },
  eventManager: {
    dashboard: '/event-manager/dashboard',
    events: '/event-manager/ManagEvent',
    eventForm: '/event-manager/ManageEvents/create',
    participants: '/event-manager/ManageParticipants/:eventId',
  },
  user: {
    dashboard: '/user/dashboard',
    boxes: '/user/boxes',
    reportReturn: '/user/form',
    profileSettings: '/user/profile-setting/:userId',
  },
  distributor: {
    dashboard: '/distributor/dashboard',
    recordReturn: '/distributor/form',
    pendingReturns: '/distributor/returns/pending',
    depot: '/distributor/depot',
  },
  superAdmin: {
    dashboard: '/super-admin/dashboard',
    settings: '/super-admin/form',
  },
  storeManager: {
    dashboard: '/store-manager/dashboard',
    recordReturn: '/store-manager/form',
    pendingReturns: '/store-manager/returns/pending',
  },
  admin: {
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    addUser: '/admin/users/add-new',
    clients: '/admin/clients',
    clientPeople: '/admin/clients/distributors/:clientId',
    businessStores: '/admin/clients/stores/:businessId',
    storeDetails: '/admin/clients/store/details',
    stores: '/admin/stores',
    recordReturn: '/admin/form',
    pendingReturns: '/admin/returns/pending',
    events: '/admin/events',
    eventForm: '/admin/event/create',
    participants: '/admin/ManageParticipants/:eventId',
    boxes: '/admin/boxes',
    couponManagement: '/admin/coupon-management',
    companyCoupons: '/admin/coupon-companies/manage/:companyId',
    profileSettings: '/admin/profile-setting/:userId',
  },
} as const;

/** The names of a pattern's parameters: '/b/:code' -> 'code'. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsOf<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** A pattern with its parameters filled in: pathTo(PATHS.box, { code }) is '/b/<code>'. */
export function pathTo<P extends string>(pattern: P, params: Record<ParamsOf<P>, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name])));
}

/** A path with its query: withQuery(PATHS.login, { next }) is '/login?next=…'; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Where a role records a return and decides the reports waiting for it (a super admin uses the admin's). */
export interface ReturnsPaths {
  record: string;
  pending: string;
}

const ADMIN_RETURNS: ReturnsPaths = { record: PATHS.admin.recordReturn, pending: PATHS.admin.pendingReturns };

export const RETURNS_PATHS = {
  ADMIN: ADMIN_RETURNS,
  SUPER_ADMIN: ADMIN_RETURNS,
  DISTRIBUTOR: { record: PATHS.distributor.recordReturn, pending: PATHS.distributor.pendingReturns },
  BUSINESS_USER: { record: PATHS.business.recordReturn, pending: PATHS.business.pendingReturns },
  STORE_MANAGER: { record: PATHS.storeManager.recordReturn, pending: PATHS.storeManager.pendingReturns },
} satisfies Partial<Record<Role, ReturnsPaths>>;

/** The returns' screens of a role, if it records returns. */
export const returnsPathsOf = (role: Role): ReturnsPaths | undefined => (RETURNS_PATHS as Partial<Record<Role, ReturnsPaths>>)[role];

/** Every path of the table, for the checks that each is defined once and each has its route. */
export function allScreenPaths(): string[] {
  const found: string[] = [];
  const walk = (node: object) => {
    for (const value of Object.values(node)) {
      if (typeof value === 'string') found.push(value);
      else walk(value as object);
    }
  };
  walk(PATHS);
  return found;
}
