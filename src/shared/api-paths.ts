// Every API path (spec section 7 and product.md), once: the page and the tests build their
// URLs from here, so a renamed route is one edit and a typo a type error. Paths are relative
// to API_PREFIX, the way the page's fetch wrapper takes them. The routes the app shell itself
// calls (catalogue, getUserById, logout) are in shell-api-paths.ts.
import { SHELL_API } from './shell-api-paths';

export const API_PATHS = {
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    /** One's own name, email or password (a new password needs the current one). */
    update: (id: number) => `/auth/update/${id}`,
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
    byRole: (role: string) => `/user/getUserByRole/${role}`,
    create: '/user/createUser',
    update: '/user/updateUser',
    remove: (id: number) => `/user/deleteUser/${id}`,
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
    removeCompany: (id: number) => `/coupon/delete-company/${id}`,
    ofCompany: (companyId: number) => `/coupon/get-coupon-codes-by-company/${companyId}`,
    create: '/coupon/create-coupon-code',
    update: (id: number) => `/coupon/update-coupon-code/${id}`,
    remove: (id: number) => `/coupon/delete-coupon-code/${id}`,
    /** Multipart: companyName and/or banner. */
    updateCompany: (id: number) => `/coupon/update-company/${id}`,
  },
  clients: {
    list: '/clients',
    one: (id: number) => `/clients/${id}`,
    businessUsers: (clientId: number) => `/clients/${clientId}/business-users`,
    businessUser: (clientId: number, userId: number) => `/clients/${clientId}/business-users/${userId}`,
    distributors: (clientId: number) => `/clients/${clientId}/distributors`,
    distributor: (clientId: number, userId: number) => `/clients/${clientId}/distributors/${userId}`,
  },
  stores: {
    list: '/stores',
    one: (id: number) => `/stores/${id}`,
    active: (id: number) => `/stores/${id}/active`,
    mine: '/stores/mine',
    directory: '/stores/directory',
    /** Public: active stores with where and when, for the recyclers' Return points. */
    returnPoints: '/stores/return-points',
    /** A store manager's own stores. */
    managed: '/stores/managed',
    managers: (storeId: number) => `/stores/${storeId}/managers`,
    manager: (storeId: number, userId: number) => `/stores/${storeId}/managers/${userId}`,
    /** A clerk invited by email to the store, their account made for its business. */
    inviteManager: (storeId: number) => `/stores/${storeId}/managers/invite`,
  },
  /** Events, their participants, and joining by invite. */
  events: {
    list: '/events',
    one: (id: number) => `/events/${id}`,
    participants: (eventId: number) => `/events/${eventId}/participants`,
    participant: (eventId: number, userId: number) => `/events/${eventId}/participants/${userId}`,
    attended: (eventId: number, userId: number) => `/events/${eventId}/participants/${userId}/attended`,
    undoAttended: (eventId: number, userId: number) => `/events/${eventId}/participants/${userId}/undo-attended`,
    confirmAttendance: (eventId: number, userId: number) => `/events/${eventId}/participants/${userId}/confirm-attendance`,
    joined: '/events/joined',
    invite: (inviteId: string) => `/events/invite/${encodeURIComponent(inviteId)}`,
    join: (inviteId: string) => `/events/invite/${encodeURIComponent(inviteId)}/join`,
  },
  points: {
    history: '/points/history',
    historyOf: (userId: number) => `/points/history/${userId}`,
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
    confirm: (id: number) => `/points/returns/${id}/confirm`,
    reject: (id: number) => `/points/returns/${id}/reject`,
    /** Within UNDO_WINDOW_MINUTES, by the person who credited it. */
    undo: (id: number) => `/points/returns/${id}/undo`,
    /** Whom a personal code belongs to (name and code only). */
    userByCode: (code: string) => `/users/by-code/${encodeURIComponent(code)}`,
  },
  /** Boxes and their passports: batches and labels (admins), the depot's scans, a box's facts, the figures. */
  boxes: {
    batches: '/boxes/batches',
    /** An A4 PDF of the batch's labels (a download, not the JSON envelope). */
    labels: (batchId: number) => `/boxes/batches/${batchId}/labels.pdf`,
    ship: '/boxes/ship',
    collect: '/boxes/collect',
    retire: '/boxes/retire',
    stats: '/boxes/stats',
    mine: '/boxes/mine',
    /** Public facts; the journey too for staff of the box's client and admins. */
    one: (code: string) => `/boxes/${encodeURIComponent(code)}`,
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
} as const;
