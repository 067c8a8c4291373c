// Every API path (spec section 7 and product.md), once: the page and the tests build their
// URLs from here and the server declares its routes with them, so a renamed route is one edit
// and a typo a type error. Paths are relative to API_PREFIX, the way the page's fetch wrapper
// takes them. The routes the app shell itself calls (catalogue, getUserById, logout) are in
// shell-api-paths.ts.
import { apiRoute } from './api-route';
import { SHELL_API } from './shell-api-paths';

export const API_PATHS = {
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    /** One's own name, email or password (a new password needs the current one). */
    update: apiRoute('/auth/update/:id'),
    logout: SHELL_API.logout,
    logoutEverywhere: '/auth/logout-everywhere',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    undoEmailChange: '/auth/undo-email-change',
  },
  /** The signed-in person's own account: their data, and deleting it. */
  account: {
    remove: '/account',
    export: '/account/export',
    ledgerCsv: '/account/ledger.csv',
  },
  /** Accounts: the user's own profile, and staff over other accounts (spec section 7, "Authenticated"). */
  user: {
    updateProfile: '/user/updateProfile',
    all: '/user/getAllUsers',
    /** The users of a filter as one streamed CSV file (admin). */
    exportCsv: '/user/export.csv',
    byRole: apiRoute('/user/getUserByRole/:role'),
    create: '/user/createUser',
    update: '/user/updateUser',
    remove: apiRoute('/user/deleteUser/:id'),
  },
  redemptions: {
    redeem: '/coupon/redeem-coupon-code',
    /** The signed-in user's own redemptions (the wallet, the dashboard). */
    mine: '/coupon/my-redemptions',
    /** Every redemption in a time range (admin export). */
    report: '/coupon/redemptions',
    /** The same range as one streamed CSV file (admin). */
    reportCsv: '/coupon/redemptions.csv',
  },
  /** Managing coupon companies and their coupons (admin). */
  coupons: {
    companies: '/coupon/get-companies',
    createCompany: '/coupon/create-coupon-company',
    removeCompany: apiRoute('/coupon/delete-company/:id'),
    ofCompany: apiRoute('/coupon/get-coupon-codes-by-company/:companyId'),
    create: '/coupon/create-coupon-code',
    update: apiRoute('/coupon/update-coupon-code/:id'),
    remove: apiRoute('/coupon/delete-coupon-code/:id'),
    /** Multipart: companyName and/or banner. */
    updateCompany: apiRoute('/coupon/update-company/:id'),
  },
  clients: {
    list: '/clients',
    one: apiRoute('/clients/:id'),
    businessUsers: apiRoute('/clients/:id/business-users'),
    businessUser: apiRoute('/clients/:id/business-users/:userId'),
    distributors: apiRoute('/clients/:id/distributors'),
    distributor: apiRoute('/clients/:id/distributors/:userId'),
  },
  stores: {
    list: '/stores',
    one: apiRoute('/stores/:id'),
    active: apiRoute('/stores/:id/active'),
    mine: '/stores/mine',
    directory: '/stores/directory',
    /** Public: active stores with where and when, for the recyclers' Return points. */
    returnPoints: '/stores/return-points',
    /** A store manager's own stores. */
    managed: '/stores/managed',
    managers: apiRoute('/stores/:id/managers'),
    manager: apiRoute('/stores/:id/managers/:userId'),
    /** A clerk invited by email to the store, their account made for its business. */
    inviteManager: apiRoute('/stores/:id/managers/invite'),
  },
  /** Events, their participants, and joining by invite. */
  events: {
    list: '/events',
    one: apiRoute('/events/:id'),
    participants: apiRoute('/events/:id/participants'),
    participant: apiRoute('/events/:id/participants/:userId'),
    attended: apiRoute('/events/:id/participants/:userId/attended'),
    undoAttended: apiRoute('/events/:id/participants/:userId/undo-attended'),
    confirmAttendance: apiRoute('/events/:id/participants/:userId/confirm-attendance'),
    joined: '/events/joined',
    invite: apiRoute('/events/invite/:inviteId'),
    join: apiRoute('/events/invite/:inviteId/join'),
  },
  points: {
    history: '/points/history',
    historyOf: apiRoute('/points/history/:userId'),
  },
  /** Box returns: recorded at a counter, or reported by a recycler and decided by staff. */
  returns: {
    record: '/points/returns',
    recordedByMe: '/points/returns/mine',
    /** The same records as a CSV file. */
    recordedByMeCsv: '/points/returns/mine.csv',
    myReports: '/points/returns/my-reports',
    pending: '/points/returns/pending',
    report: '/points/returns/report',
    confirm: apiRoute('/points/returns/:id/confirm'),
    reject: apiRoute('/points/returns/:id/reject'),
    /** Within UNDO_WINDOW_MINUTES, by the person who credited it. */
    undo: apiRoute('/points/returns/:id/undo'),
    /** Whom a personal code belongs to (name and code only). */
    userByCode: apiRoute('/users/by-code/:code'),
  },
  /** Boxes and their passports: batches and labels (admins), the depot's scans, a box's facts, the figures. */
  boxes: {
    batches: '/boxes/batches',
    /** An A4 PDF of the batch's labels (a download, not the JSON envelope). */
    labels: apiRoute('/boxes/batches/:id/labels.pdf'),
    ship: '/boxes/ship',
    collect: '/boxes/collect',
    retire: '/boxes/retire',
    stats: '/boxes/stats',
    /** The return rate of the whole service and of each of the first clients by name (admins). */
    returnRates: '/boxes/return-rates',
    mine: '/boxes/mine',
    /** Public facts; the journey too for staff of the box's client and admins. */
    one: apiRoute('/boxes/:code'),
  },
  /** Each role's dashboard figures. */
  stats: {
    admin: '/stats/admin',
    superAdmin: '/stats/super-admin',
    business: '/stats/business',
    distributor: '/stats/distributor',
    eventManager: '/stats/event-manager',
    user: '/stats/user',
    storeManager: '/stats/store-manager',
  },
  /** One's own notifications, Web Push subscriptions and which channels each kind uses. */
  notifications: {
    list: '/notifications',
    read: '/notifications/read',
    pushKey: '/notifications/push-key',
    subscriptions: '/notifications/subscriptions',
    preferences: '/notifications/preferences',
  },
  /** The earning settings (read by staff, changed by a super admin). */
  settings: '/settings',
  /** What a box earns: public. */
  earning: '/settings/earning',
  /** For load balancers, monitors and the tests: the page never calls them. */
  health: {
    status: '/health',
    live: '/health/live',
    ready: '/health/ready',
  },
} as const;
