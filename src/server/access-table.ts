// Who may call what: one table for every /api/v1 route. A route missing here stops the
// server at boot, so no route can be added without deciding who may call it.
// Ownership (a user acts only on their own records unless staff) is checked in the services.
import type { Role } from '../shared/roles';

export type Access = 'public' | 'authenticated' | readonly Role[];

const ADMINS = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly Role[];

export const ACCESS_TABLE: Record<string, Access> = {
  'GET /api/v1/health': 'public',

  'POST /api/v1/auth/register': 'public',
  'POST /api/v1/auth/login': 'public',
  'PUT /api/v1/auth/update/:id': 'authenticated',

  'GET /api/v1/user/getUserById/:id': 'authenticated',

  'GET /api/v1/coupon/get-coupon-list-for-frontend': 'public',
  'GET /api/v1/coupon/get-companies': ADMINS,
  'POST /api/v1/coupon/create-coupon-company': ADMINS,
  'DELETE /api/v1/coupon/delete-company/:id': ADMINS,
  'GET /api/v1/coupon/get-coupon-codes-by-company/:companyId': ADMINS,
  'POST /api/v1/coupon/create-coupon-code': ADMINS,
  'PUT /api/v1/coupon/update-coupon-code/:id': ADMINS,
  'DELETE /api/v1/coupon/delete-coupon-code/:id': ADMINS,
  'POST /api/v1/coupon/redeem-coupon-code': 'authenticated',
  'GET /api/v1/coupon/my-redemptions': 'authenticated',
};

export { ADMINS };
