import { canManageAccount, ROLES, type Role } from '@/shared/roles';

export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super admin',
  ADMIN: 'Admin',
  BUSINESS_USER: 'Business user',
  DISTRIBUTOR: 'Distributor',
  EVENT_MANAGER: 'Event manager',
  NORMAL_USER: 'User',
  STORE_MANAGER: 'Store manager',
};

/** The roles a caller may give: those of accounts they manage (an admin: below admin; the server says the same). */
export function assignableRoles(callerRole: Role | null | undefined): Role[] {
  return callerRole ? ROLES.filter((role) => canManageAccount(callerRole, role)) : [];
}

export function roleOptions(callerRole: Role | null | undefined) {
  return assignableRoles(callerRole).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
}
