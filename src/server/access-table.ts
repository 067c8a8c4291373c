// Who may call what: one table for every /api/v1 route. A route missing here stops the
// server at boot, so no route can be added without deciding who may call it.
// Ownership (a user acts only on their own records unless staff) is checked in the services.
import type { Role } from '../shared/roles';

export type Access = 'public' | 'authenticated' | readonly Role[];

const ADMINS = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly Role[];

// Who records box returns for recyclers and decides their reports (product.md, Roles).
const RETURN_STAFF = ['DISTRIBUTOR', 'BUSINESS_USER', 'STORE_MANAGER', ...ADMINS] as const satisfies readonly Role[];
const EVENT_STAFF = ['EVENT_MANAGER', ...ADMINS] as const satisfies readonly Role[];
const STORE_STAFF = ['BUSINESS_USER', ...ADMINS] as const satisfies readonly Role[];
// Every staff role reads the settings (the distributor form shows points per box).
const SETTINGS_READERS = ['DISTRIBUTOR', 'BUSINESS_USER', 'STORE_MANAGER', 'EVENT_MANAGER', ...ADMINS] as const satisfies readonly Role[];

export const ACCESS_TABLE: Record<string, Access> = {
  'GET /api/v1/health': 'public',
  'GET /api/v1/health/live': 'public',
  'GET /api/v1/health/ready': 'public',

  'POST /api/v1/auth/register': 'public',
  'POST /api/v1/auth/login': 'public',
  'PUT /api/v1/auth/update/:id': 'authenticated',
  'POST /api/v1/auth/logout': 'authenticated',
  'POST /api/v1/auth/logout-everywhere': 'authenticated',
  'POST /api/v1/auth/forgot-password': 'public',
  'POST /api/v1/auth/reset-password': 'public',
  'POST /api/v1/auth/undo-email-change': 'public',
  'GET /api/v1/account/export': 'authenticated',
  'GET /api/v1/account/ledger.csv': 'authenticated',
  'DELETE /api/v1/account': 'authenticated',

  'GET /api/v1/user/getUserById/:id': 'authenticated',
  'GET /api/v1/user/getAllUsers': ADMINS,
  'GET /api/v1/user/export.csv': ADMINS,
  'GET /api/v1/user/getUserByRole/:role': ADMINS,
  'DELETE /api/v1/user/deleteUser/:id': ADMINS,
  'PATCH /api/v1/user/updateUser': ADMINS,
  'POST /api/v1/user/createUser': ADMINS,
  'PATCH /api/v1/user/updateProfile': 'authenticated',

  'GET /api/v1/coupon/get-coupon-list-for-frontend': 'public',
  'GET /api/v1/coupon/get-companies': ADMINS,
  'POST /api/v1/coupon/create-coupon-company': ADMINS,
  'DELETE /api/v1/coupon/delete-company/:id': ADMINS,
  'PUT /api/v1/coupon/update-company/:id': ADMINS,
  'GET /api/v1/coupon/get-coupon-codes-by-company/:companyId': ADMINS,
  'POST /api/v1/coupon/create-coupon-code': ADMINS,
  'PUT /api/v1/coupon/update-coupon-code/:id': ADMINS,
  'DELETE /api/v1/coupon/delete-coupon-code/:id': ADMINS,
  'POST /api/v1/coupon/redeem-coupon-code': 'authenticated',
  'GET /api/v1/coupon/my-redemptions': 'authenticated',
  'GET /api/v1/coupon/redemptions': ADMINS,
  'GET /api/v1/coupon/redemptions.csv': ADMINS,

  'POST /api/v1/boxes/batches': ADMINS,
  'GET /api/v1/boxes/batches': ADMINS,
  'GET /api/v1/boxes/batches/:id/labels.pdf': ADMINS,
  'POST /api/v1/boxes/ship': ['DISTRIBUTOR', ...ADMINS],
  'POST /api/v1/boxes/collect': ['DISTRIBUTOR', ...ADMINS],
  'POST /api/v1/boxes/retire': ['DISTRIBUTOR', ...ADMINS],
  'GET /api/v1/boxes/stats': ['DISTRIBUTOR', 'BUSINESS_USER', ...ADMINS],
  'GET /api/v1/boxes/mine': ['NORMAL_USER'],
  'GET /api/v1/boxes/:code': 'public',

  'GET /api/v1/points/history': 'authenticated',
  'GET /api/v1/points/history/:userId': ADMINS,
  'GET /api/v1/clients': ADMINS,
  'GET /api/v1/clients/:id': ADMINS,
  'POST /api/v1/clients': ADMINS,
  'PUT /api/v1/clients/:id': ADMINS,
  'DELETE /api/v1/clients/:id': ADMINS,
  'GET /api/v1/clients/:id/distributors': ADMINS,
  'POST /api/v1/clients/:id/distributors': ADMINS,
  'DELETE /api/v1/clients/:id/distributors/:userId': ADMINS,
  'GET /api/v1/clients/:id/business-users': ADMINS,
  'POST /api/v1/clients/:id/business-users': ADMINS,
  'DELETE /api/v1/clients/:id/business-users/:userId': ADMINS,

  'GET /api/v1/stores/mine': ['BUSINESS_USER'],
  'GET /api/v1/stores/directory': 'authenticated',
  'GET /api/v1/stores/return-points': 'public',
  'GET /api/v1/stores': ADMINS,
  'GET /api/v1/stores/:id': STORE_STAFF,
  'POST /api/v1/stores': STORE_STAFF,
  'PUT /api/v1/stores/:id': STORE_STAFF,
  'PATCH /api/v1/stores/:id/active': STORE_STAFF,
  'GET /api/v1/stores/managed': ['STORE_MANAGER'],
  'GET /api/v1/stores/:id/managers': STORE_STAFF,
  'POST /api/v1/stores/:id/managers': STORE_STAFF,
  'POST /api/v1/stores/:id/managers/invite': STORE_STAFF,
  'DELETE /api/v1/stores/:id/managers/:userId': STORE_STAFF,

  'POST /api/v1/points/returns': RETURN_STAFF,
  'GET /api/v1/points/returns/mine': RETURN_STAFF,
  'GET /api/v1/points/returns/mine.csv': RETURN_STAFF,
  'GET /api/v1/users/by-code/:code': RETURN_STAFF,
  'POST /api/v1/points/returns/report': ['NORMAL_USER'],
  'GET /api/v1/points/returns/my-reports': ['NORMAL_USER'],
  'GET /api/v1/points/returns/pending': RETURN_STAFF,
  'POST /api/v1/points/returns/:id/confirm': RETURN_STAFF,
  'POST /api/v1/points/returns/:id/reject': RETURN_STAFF,
  'POST /api/v1/points/returns/:id/undo': RETURN_STAFF,

  'GET /api/v1/events': EVENT_STAFF,
  'GET /api/v1/events/:id': EVENT_STAFF,
  'POST /api/v1/events': EVENT_STAFF,
  'PUT /api/v1/events/:id': EVENT_STAFF,
  'DELETE /api/v1/events/:id': EVENT_STAFF,
  'GET /api/v1/events/invite/:inviteId': 'public',
  'POST /api/v1/events/invite/:inviteId/join': 'authenticated',
  'GET /api/v1/events/joined': 'authenticated',
  'GET /api/v1/events/:id/participants': EVENT_STAFF,
  'POST /api/v1/events/:id/participants/:userId/attended': EVENT_STAFF,
  'DELETE /api/v1/events/:id/participants/:userId': EVENT_STAFF,
  'POST /api/v1/events/:id/participants/:userId/undo-attended': EVENT_STAFF,
  'POST /api/v1/events/:id/participants/:userId/confirm-attendance': ADMINS,

  'GET /api/v1/notifications': 'authenticated',
  'POST /api/v1/notifications/read': 'authenticated',
  'GET /api/v1/notifications/push-key': 'authenticated',
  'POST /api/v1/notifications/subscriptions': 'authenticated',
  'DELETE /api/v1/notifications/subscriptions': 'authenticated',
  'GET /api/v1/notifications/preferences': 'authenticated',
  'PUT /api/v1/notifications/preferences': 'authenticated',

  'GET /api/v1/settings': SETTINGS_READERS,
  'GET /api/v1/settings/earning': 'public',
  'PUT /api/v1/settings': ['SUPER_ADMIN'],

  'GET /api/v1/stats/admin': ADMINS,
  'GET /api/v1/stats/super-admin': ['SUPER_ADMIN'],
  'GET /api/v1/stats/distributor': ['DISTRIBUTOR'],
  'GET /api/v1/stats/business': ['BUSINESS_USER'],
  'GET /api/v1/stats/event-manager': ['EVENT_MANAGER'],
  'GET /api/v1/stats/store-manager': ['STORE_MANAGER'],
  'GET /api/v1/stats/user': 'authenticated',
};

export { ADMINS };
