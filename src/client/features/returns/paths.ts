// Where each role records a return and decides the reports waiting for it. The menus, the
// bottom bar and the dashboards' figure links all point here (a super admin uses the admin's).
import type { Role } from '@/shared/roles';

export interface ReturnsPaths {
  record: string;
  pending: string;
}

const ADMIN_RETURNS: ReturnsPaths = { record: '/admin/form', pending: '/admin/returns/pending' };

export const RETURNS_PATHS: Partial<Record<Role, ReturnsPaths>> = {
  ADMIN: ADMIN_RETURNS,
  SUPER_ADMIN: ADMIN_RETURNS,
  DISTRIBUTOR: { record: '/distributor/form', pending: '/distributor/returns/pending' },
  BUSINESS_USER: { record: '/business/returns/record', pending: '/business/returns/pending' },
  STORE_MANAGER: { record: '/store-manager/form', pending: '/store-manager/returns/pending' },
};
