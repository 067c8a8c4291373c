import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { canManageAccount, ROLES, type Role } from '@/shared/roles';

const ROLE_LABELS = {
  SUPER_ADMIN: msg`Super admin`,
  ADMIN: msg`Admin`,
  BUSINESS_USER: msg`Business user`,
  DISTRIBUTOR: msg`Distributor`,
  EVENT_MANAGER: msg`Event manager`,
  NORMAL_USER: msg`User`,
  STORE_MANAGER: msg`Store manager`,
} satisfies Record<Role, unknown>;

/** The role's name in the active language. */
export const roleLabel = (role: Role) => i18n._(ROLE_LABELS[role]);

/** The roles a caller may give: those of accounts they manage (an admin: below admin; the server says the same). */
export function assignableRoles(callerRole: Role | null | undefined): Role[] {
  return callerRole ? ROLES.filter((role) => canManageAccount(callerRole, role)) : [];
}

export function roleOptions(callerRole: Role | null | undefined) {
  return assignableRoles(callerRole).map((role) => ({ value: role, label: roleLabel(role) }));
}
