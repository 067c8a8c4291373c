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
import { PATHS } from '@/shared/screen-paths';
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
const profileSettings = page(() => import('./settings-page'), 'SettingsPage');
const events = page(() => import('../features/events/components/events-page'), 'EventsPage');
const eventForm = page(() => import('../features/events/components/event-form-page'), 'EventFormPage');
const participants = page(() => import('../features/events/components/participants-page'), 'ParticipantsPage');
const pendingReturns = page(() => import('../features/returns/components/pending-returns-page'), 'PendingReturnsPage');

export const ROUTES: AppRoute[] = [
  // Public
  { path: PATHS.catalogue, access: 'public', layout: 'public', page: CouponCataloguePage },
  { path: PATHS.coupon, access: 'public', layout: 'public', page: CouponCataloguePage },
  { path: PATHS.coupons, access: 'public', layout: 'public', page: CouponCataloguePage },
  { path: PATHS.login, access: 'guest', layout: 'site', page: page(() => import('../features/auth/components/login-page'), 'LoginPage') },
  { path: PATHS.register, access: 'guest', layout: 'site', page: page(() => import('../features/auth/components/register-page'), 'RegisterPage') },
  // Accounts: a forgotten password, the terms a new account accepts.
  { path: PATHS.forgotPassword, access: 'guest', layout: 'site', page: page(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage') },
  { path: PATHS.resetPassword, access: 'guest', layout: 'site', page: page(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage') },
  { path: PATHS.undoEmailChange, access: 'public', layout: 'site', page: page(() => import('../features/auth/components/undo-email-change-page'), 'UndoEmailChangePage') },
  { path: PATHS.terms, access: 'public', layout: 'site', page: page(() => import('../features/auth/components/terms-page'), 'TermsPage') },
  { path: PATHS.privacy, access: 'public', layout: 'site', page: page(() => import('../features/auth/components/privacy-page'), 'PrivacyPage') },
  { path: PATHS.invite, access: 'public', layout: 'site', page: page(() => import('../features/invite/components/invite-page'), 'InvitePage') },
  // A box's label opens this: what the box is, where to hand it in.
  { path: PATHS.box, access: 'public', layout: 'site', page: page(() => import('./box-page'), 'BoxPage') },
  { path: PATHS.dashboard, access: 'signed-in', layout: 'public', page: page(() => import('./role-dashboard-redirect'), 'RoleDashboardRedirect') },
  { path: PATHS.profileSettings, access: 'signed-in', layout: 'dashboard', page: profileSettings },
  // The same settings place as profile-setting: the account's sections below the profile.
  { path: PATHS.account, access: 'signed-in', layout: 'dashboard', page: profileSettings },
  // "My coupons": the wallet of redeemed coupons, for any signed-in user.
  { path: PATHS.wallet, access: 'signed-in', layout: 'dashboard', page: page(() => import('../features/wallet/components/wallet-page'), 'WalletPage') },
  // One's inbox, for every role: the bell in the header opens it.
  { path: PATHS.notifications, access: 'signed-in', layout: 'dashboard', page: page(() => import('../features/notifications/components/notifications-page'), 'NotificationsPage') },

  // BUSINESS_USER
  { path: PATHS.business.dashboard, access: 'BUSINESS_USER', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/business-dashboard'), 'BusinessDashboard', 'BUSINESS_DASHBOARD_READS') },
  { path: PATHS.business.stores, access: 'BUSINESS_USER', layout: 'dashboard', page: page(() => import('../features/stores/components/my-stores-page'), 'MyStoresPage') },
  { path: PATHS.business.profileSettings, access: 'BUSINESS_USER', layout: 'dashboard', page: profileSettings },
  { path: PATHS.business.storeForm, access: 'BUSINESS_USER', layout: 'dashboard', page: page(() => import('../features/stores/components/store-form-page'), 'StoreFormPage') },
  { path: PATHS.business.recordReturn, access: 'BUSINESS_USER', layout: 'dashboard', page: page(() => import('./business-record-return-page'), 'BusinessRecordReturnPage') },
  { path: PATHS.business.pendingReturns, access: 'BUSINESS_USER', layout: 'dashboard', page: pendingReturns },

  // EVENT_MANAGER
  { path: PATHS.eventManager.dashboard, access: 'EVENT_MANAGER', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/event-manager-dashboard'), 'EventManagerDashboard', 'EVENT_MANAGER_DASHBOARD_READS') },
  { path: PATHS.eventManager.events, access: 'EVENT_MANAGER', layout: 'dashboard', page: events },
  { path: PATHS.eventManager.eventForm, access: 'EVENT_MANAGER', layout: 'dashboard', page: eventForm },
  { path: PATHS.eventManager.participants, access: 'EVENT_MANAGER', layout: 'dashboard', page: participants },

  // NORMAL_USER
  { path: PATHS.user.dashboard, access: 'NORMAL_USER', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/user-dashboard'), 'UserDashboard', 'USER_DASHBOARD_READS') },
  // Where to bring boxes back: the active stores, nearest first.
  // Open to all: a visitor learns where to hand a box in and what it earns before signing up.
  { path: PATHS.howEarningWorks, access: 'public', layout: 'dashboard-or-site', page: page(() => import('../features/return-points/components/how-earning-works-page'), 'HowEarningWorksPage') },
  { path: PATHS.returnPoints, access: 'public', layout: 'dashboard-or-site', page: page(() => import('../features/return-points/components/return-points-page'), 'ReturnPointsPage') },
  { path: PATHS.user.boxes, access: 'NORMAL_USER', layout: 'dashboard', page: page(() => import('../features/boxes/components/my-boxes-page'), 'MyBoxesPage') },
  { path: PATHS.user.reportReturn, access: 'NORMAL_USER', layout: 'dashboard', page: page(() => import('../features/returns/components/report-return-page'), 'ReportReturnPage') },
  { path: PATHS.user.profileSettings, access: 'NORMAL_USER', layout: 'dashboard', page: profileSettings },

  // DISTRIBUTOR
  { path: PATHS.distributor.dashboard, access: 'DISTRIBUTOR', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/distributor-dashboard'), 'DistributorDashboard', 'DISTRIBUTOR_DASHBOARD_READS') },
  { path: PATHS.distributor.recordReturn, access: 'DISTRIBUTOR', layout: 'dashboard', page: page(() => import('../features/returns/components/distributor-form-page'), 'DistributorFormPage') },
  { path: PATHS.distributor.pendingReturns, access: 'DISTRIBUTOR', layout: 'dashboard', page: pendingReturns },
  // The depot: ship, collect and retire many boxes by scanning them.
  { path: PATHS.distributor.depot, access: 'DISTRIBUTOR', layout: 'dashboard', page: page(() => import('../features/boxes/components/depot-page'), 'DepotPage') },

  // SUPER_ADMIN
  { path: PATHS.superAdmin.dashboard, access: 'SUPER_ADMIN', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/super-admin-dashboard'), 'SuperAdminDashboard', 'SUPER_ADMIN_DASHBOARD_READS') },
  { path: PATHS.superAdmin.settings, access: 'SUPER_ADMIN', layout: 'dashboard', page: page(() => import('../features/settings/components/settings-form-page'), 'SettingsFormPage') },

  // STORE_MANAGER: the spec maps the role to a prefix but shows no screens; product.md gives it the counter of its stores.
  { path: PATHS.storeManager.dashboard, access: 'STORE_MANAGER', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/store-manager-dashboard'), 'StoreManagerDashboard', 'STORE_MANAGER_DASHBOARD_READS') },
  { path: PATHS.storeManager.recordReturn, access: 'STORE_MANAGER', layout: 'dashboard', page: page(() => import('../features/returns/components/store-manager-form-page'), 'StoreManagerFormPage') },
  { path: PATHS.storeManager.pendingReturns, access: 'STORE_MANAGER', layout: 'dashboard', page: pendingReturns },

  // ADMIN (a SUPER_ADMIN opens these too: guards.ts, roleMayOpen)
  { path: PATHS.admin.dashboard, access: 'ADMIN', layout: 'dashboard', ...pageWithReads(() => import('./dashboards/admin-dashboard'), 'AdminDashboard', 'ADMIN_DASHBOARD_READS') },
  { path: PATHS.admin.clients, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/clients/components/clients-page'), 'ClientsPage') },
  { path: PATHS.admin.users, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/users/components/users-page'), 'UsersPage') },
  { path: PATHS.admin.addUser, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/users/components/add-user-page'), 'AddUserPage') },
  { path: PATHS.admin.clientPeople, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/clients/components/client-people-page'), 'ClientPeoplePage') },
  { path: PATHS.admin.businessStores, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/stores/components/stores-page'), 'BusinessStoresPage') },
  { path: PATHS.admin.stores, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/stores/components/stores-page'), 'AllStoresPage') },
  { path: PATHS.admin.storeDetails, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/stores/components/store-details-page'), 'StoreDetailsPage') },
  { path: PATHS.admin.recordReturn, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/returns/components/admin-returns-page'), 'AdminReturnsPage') },
  { path: PATHS.admin.pendingReturns, access: 'ADMIN', layout: 'dashboard', page: pendingReturns },
  { path: PATHS.admin.events, access: 'ADMIN', layout: 'dashboard', page: events },
  { path: PATHS.admin.eventForm, access: 'ADMIN', layout: 'dashboard', page: eventForm },
  { path: PATHS.admin.participants, access: 'ADMIN', layout: 'dashboard', page: participants },
  // Boxes: batches for a client, their labels, and any box's passport.
  { path: PATHS.admin.boxes, access: 'ADMIN', layout: 'dashboard', page: page(() => import('./admin-boxes-page'), 'AdminBoxesPage') },
  { path: PATHS.admin.couponManagement, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/coupons/components/coupon-management-page'), 'CouponManagementPage') },
  { path: PATHS.admin.companyCoupons, access: 'ADMIN', layout: 'dashboard', page: page(() => import('../features/coupons/components/company-coupons-page'), 'CompanyCouponsPage') },
  { path: PATHS.admin.profileSettings, access: 'ADMIN', layout: 'dashboard', page: profileSettings },
];

/** Anything else: a page that says so, in the public frame with the site header. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  access: 'public',
  layout: 'site',
  page: page(() => import('../components/not-found-page'), 'NotFoundPage'),
};
