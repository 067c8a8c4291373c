// The one route table (spec section 2): each route points straight at the page it renders.
// Where a page lives: a feature's screen is features/<feature>/components/<name>-page.tsx; every
// role's dashboard is app/dashboards/<role>-dashboard.tsx (dashboards compose several
// features, and only app/ may). A page reads its own route params (wouter's useParams).
// Every page except the public catalogue is lazily loaded, so a signed-out visitor's first load
// is the catalogue and nothing of the staff areas.
// To add a route: add one entry; `access` guards it (guards.ts), `layout` frames it.
// A dashboard's entry also names the reads its module lists: boot starts them, and the page's
// code, as soon as the stored session is read (route-preload.ts), not once the page renders.
import { lazy, type ComponentType } from 'react';
import { startEarlyReads } from '../lib/api/early-reads';
import { CouponCataloguePage } from './coupon-catalogue-page';
import type { Access } from './guards';

/**
 * public: the catalogue (its page brings its header); site: the public frame with the site header;
 * site-page: the same around a page made for the dashboard's frame, with its margins; dashboard:
 * staff and signed-in screens.
 */
export type LayoutName = 'public' | 'site' | 'site-page' | 'dashboard';
/** A route's frame: one layout, or for a page open to all the dashboard's to a signed-in person and the site's to a visitor. */
export type RouteLayout = LayoutName | 'dashboard-or-site';

/** The layout a route shows in for a visitor (`signedIn`: a session is open). */
export const layoutFor = (layout: RouteLayout, signedIn: boolean): LayoutName => (layout === 'dashboard-or-site' ? (signedIn ? 'dashboard' : 'site-page') : layout);

export interface AppRoute {
  /** wouter pattern, e.g. '/admin/clients/stores/:businessId' */
  path: string;
  access: Access;
  layout: RouteLayout;
  page: ComponentType;
  /** Starts the page's code, and the reads it makes first, before it renders. */
  preload?: () => void;
}

/** A lazily loaded page from a module's named export: each page is its own chunk. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

type Reads = readonly (() => Promise<unknown>)[];

/**
 * A lazily loaded page whose module also exports the reads it makes on its first render
 * (`reads`): the route can start its code and then those reads before the page renders.
 */
function pageWithReads<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, reads: keyof M & string): Pick<AppRoute, 'page' | 'preload'> {
  return {
    page: page(load, name),
    preload: () => {
      load().then(
        (module) => startEarlyReads(module[reads] as Reads),
        () => undefined, // the page's own load reports it
      );
    },
  };
}

// Pages several routes share (every role's profile settings; an event manager's own events and an admin's every event).
const profileSettings = page(() => import('../features/profile/components/profile-settings-page'), 'ProfileSettingsPage');
const events = page(() => import('../features/events/components/events-page'), 'EventsPage');
const eventForm = page(() => import('../features/events/components/event-form-page'), 'EventFormPage');
const participants = page(() => import('../features/events/components/participants-page'), 'ParticipantsPage');
const pendingReturns = page(() => import('../features/returns/components/pending-returns-page'), 'PendingReturnsPage');

export const ROUTES: AppRoute[] = [
  // Public
  { path: '/', access: 'public', layout: 'public', page: CouponCataloguePage },
  { path: '/coupon', access: 'public', layout: 'public', page: CouponCataloguePage },
  { path: '/coupons', access: 'public', layout: 'public', page: CouponCataloguePage },
  { path: '/login', access: 'guest', layout: 'site', page: page(() => import('../features/auth/components/login-page'), 'LoginPage') },
  { path: '/register', access: 'guest', layout: 'site', page: page(() => import('../features/auth/components/register-page'), 'RegisterPage') },
  // Accounts: a forgotten password, the terms a new account accepts.
  { path: '/forgot-password', access: 'guest', layout: 'site', page: page(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage') },
  { path: '/reset-password', access: 'guest', layout: 'site', page: page(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage') },
  { path: '/undo-email-change', access: 'public', layout: 'site', page: page(() => import('../features/auth/components/undo-email-change-page'), 'UndoEmailChangePage') },
  { path: '/terms', access: 'public', layout: 'site', page: page(() => import('../features/auth/components/terms-page'), 'TermsPage') },
  { path: '/privacy', access: 'public', layout: 'site', page: page(() => import('../features/auth/components/privacy-page'), 'PrivacyPage') },
  { path: '/invite/:id', access: 'public', layout: 'site', page: page(() => import('../features/invite/components/invite-page'), 'InvitePage') },
  // A box's label opens this: what the box is, where to hand it in.
  { path: '/b/:code', access: 'public', layout: 'site', page: page(() => import('./box-page'), 'BoxPage') },
  { path: '/dashboard', access: 'signed-in', layout: 'public', page: page(() => import('./role-dashboard-redirect'), 'RoleDashboardRedirect') },
  { path: '/profile-setting/:userId', access: 'signed-in', layout: 'dashboard', page: profileSettings },
  // Account settings for every role: login details, sessions, one's data, deletion.
  { path: '/account', access: 'signed-in', layout: 'dashboard', page: page(() => import('../features/account/components/account-page'), 'AccountPage') },
  // "My coupons": the wallet of redeemed coupons, for any signed-in user.
  { path: '/wallet', access: 'signed-in', layout: 'dashboard', page: page(() => import('../features/wallet/components/wallet-page'), 'WalletPage') },

  // BUSINESS_USER
  { path: '/business/dashboard', access: 'BUSINESS_USER', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/business-dashboard'), 'BusinessDashboard', 'BUSINESS_DASHBOARD_READS') },
  { path: '/business/mystores', access: 'BUSINESS_USER', layout: 'dashboard', page: page(() => import('../features/stores/components/my-stores-page'), 'MyStoresPage') },
  { path: '/business/profile-setting/:userId', access: 'BUSINESS_USER', layout: 'dashboard', page: profileSettings },
  { path: '/business/form', access: 'BUSINESS_USER', layout: 'dashboard', page: page(() => import('../features/stores/components/store-form-page'), 'StoreFormPage') },
  { path: '/business/returns/record', access: 'BUSINESS_USER', layout: 'dashboard', page: page(() => import('./business-record-return-page'), 'BusinessRecordReturnPage') },
  { path: '/business/returns/pending', access: 'BUSINESS_USER', layout: 'dashboard', page: pendingReturns },

  // EVENT_MANAGER
  { path: '/event-manager/dashboard', access: 'EVENT_MANAGER', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/event-manager-dashboard'), 'EventManagerDashboard', 'EVENT_MANAGER_DASHBOARD_READS') },
  { path: '/event-manager/ManagEvent', access: 'EVENT_MANAGER', layout: 'dashboard', page: events },
  { path: '/event-manager/ManageEvents/create', access: 'EVENT_MANAGER', layout: 'dashboard', page: eventForm },
  { path: '/event-manager/ManageParticipants/:eventId', access: 'EVENT_MANAGER', layout: 'dashboard', page: participants },

  // NORMAL_USER
  { path: '/user/dashboard', access: 'NORMAL_USER', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/user-dashboard'), 'UserDashboard', 'USER_DASHBOARD_READS') },
  // Where to bring boxes back: the active stores, nearest first.
  // Open to all: a visitor learns where to hand a box in and what it earns before signing up.
  { path: '/how-earning-works', access: 'public', layout: 'dashboard-or-site', page: page(() => import('../features/return-points/components/how-earning-works-page'), 'HowEarningWorksPage') },
  { path: '/return-points', access: 'public', layout: 'dashboard-or-site', page: page(() => import('../features/return-points/components/return-points-page'), 'ReturnPointsPage') },
  { path: '/user/boxes', access: 'NORMAL_USER', layout: 'dashboard', page: page(() => import('../features/boxes/components/my-boxes-page'), 'MyBoxesPage') },
  { path: '/user/form', access: 'NORMAL_USER', layout: 'dashboard', page: page(() => import('../features/returns/components/report-return-page'), 'ReportReturnPage') },
  { path: '/user/profile-setting/:userId', access: 'NORMAL_USER', layout: 'dashboard', page: profileSettings },

  // DISTRIBUTOR
  { path: '/distributor/dashboard', access: 'DISTRIBUTOR', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/distributor-dashboard'), 'DistributorDashboard', 'DISTRIBUTOR_DASHBOARD_READS') },
  { path: '/distributor/form', access: 'DISTRIBUTOR', layout: 'dashboard', page: page(() => import('../features/returns/components/distributor-form-page'), 'DistributorFormPage') },
  { path: '/distributor/returns/pending', access: 'DISTRIBUTOR', layout: 'dashboard', page: pendingReturns },
  // The depot: ship, collect and retire many boxes by scanning them.
  { path: '/distributor/depot', access: 'DISTRIBUTOR', layout: 'dashboard', page: page(() => import('../features/boxes/components/depot-page'), 'DepotPage') },

  // SUPER_ADMIN
  { path: '/super-admin/dashboard', access: 'SUPER_ADMIN', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/super-admin-dashboard'), 'SuperAdminDashboard', 'SUPER_ADMIN_DASHBOARD_READS') },
  { path: '/super-admin/form', access: 'SUPER_ADMIN', layout: 'dashboard', page: page(() => import('../features/settings/components/settings-form-page'), 'SettingsFormPage') },

  // STORE_MANAGER: the spec maps the role to a prefix but shows no screens; product.md gives it the counter of its stores.
  { path: '/store-manager/dashboard', access: 'STORE_MANAGER', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/store-manager-dashboard'), 'StoreManagerDashboard', 'STORE_MANAGER_DASHBOARD_READS') },
  { path: '/store-manager/form', access: 'STORE_MANAGER', layout: 'dashboard', page: page(() => import('../features/returns/components/store-manager-form-page'), 'StoreManagerFormPage') },
  { path: '/store-manager/returns/pending', access: 'STORE_MANAGER', layout: 'dashboard', page: pendingReturns },

  // ADMIN (a SUPER_ADMIN opens these too: guards.ts, roleMayOpen)
  { path: '/admin/dashboard', access: 'ADMIN', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/admin-dashboard'), 'AdminDashboard', 'ADMIN_DASHBOARD_READS') },
  { path: '/admin/clients', access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/admin-clients/components/clients-page'), 'ClientsPage') },
  { path: '/admin/users', access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/admin-users/components/users-page'), 'UsersPage') },
  { path: '/admin/users/add-new', access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/admin-users/components/add-user-page'), 'AddUserPage') },
  { path: '/admin/clients/distributors/:clientId', access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/admin-clients/components/client-people-page'), 'ClientPeoplePage') },
  { path: '/admin/clients/stores/:businessId', access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/admin-clients/components/business-stores-page'), 'BusinessStoresPage') },
  { path: '/admin/clients/store/details', access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/admin-clients/components/store-details-page'), 'StoreDetailsPage') },
  { path: '/admin/form', access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/returns/components/admin-returns-page'), 'AdminReturnsPage') },
  { path: '/admin/returns/pending', access: 'ADMIN', layout: 'dashboard', page: pendingReturns },
  { path: '/admin/events', access: 'ADMIN', layout: 'dashboard', page: events },
  { path: '/admin/event/create', access: 'ADMIN', layout: 'dashboard', page: eventForm },
  { path: '/admin/ManageParticipants/:eventId', access: 'ADMIN', layout: 'dashboard', page: participants },
  // Boxes: batches for a client, their labels, and any box's passport.
  { path: '/admin/boxes', access: 'ADMIN', layout: 'dashboard', page: page(() => import('./admin-boxes-page'), 'AdminBoxesPage') },
  { path: '/admin/coupon-management', access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/admin-coupons/components/coupon-management-page'), 'CouponManagementPage') },
  { path: '/admin/coupon-companies/manage/:companyId', access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/admin-coupons/components/company-coupons-page'), 'CompanyCouponsPage') },
  { path: '/admin/profile-setting/:userId', access: 'ADMIN', layout: 'dashboard', page: profileSettings },
];

/** Anything else: a page that says so, in the public frame with the site header. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  access: 'public',
  layout: 'site',
  page: page(() => import('../components/not-found-page'), 'NotFoundPage'),
};
