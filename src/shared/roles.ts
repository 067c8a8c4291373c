// Roles and where each one lives in the portal. One source of truth for the
// server's route table, the client's guards and the menus.
export const ROLES = [
  'SUPER_ADMIN',
  'ADMIN',
  'BUSINESS_USER',
  'DISTRIBUTOR',
  'EVENT_MANAGER',
  'NORMAL_USER',
  'STORE_MANAGER',
] as const;

export type Role = (typeof ROLES)[number];

/** Spec section 4, "Role to path prefix". STORE_MANAGER has a prefix but no screens. */
export const ROLE_PATH_PREFIX: Record<Role, string> = {
  ADMIN: 'admin',
  BUSINESS_USER: 'business',
  NORMAL_USER: 'user',
  SUPER_ADMIN: 'super-admin',
  DISTRIBUTOR: 'distributor',
  EVENT_MANAGER: 'event-manager',
  STORE_MANAGER: 'store-manager',
};

export function roleDashboardPath(role: Role): string {
  return `/${ROLE_PATH_PREFIX[role]}/dashboard`;
}

/** Which role owns a path, by its first segment; null for public or shared paths. */
export function roleForPath(pathname: string): Role | null {
  const first = pathname.split('/').filter(Boolean)[0];
  const match = (Object.entries(ROLE_PATH_PREFIX) as [Role, string][]).find(([, prefix]) => prefix === first);
  return match ? match[0] : null;
}

export const STAFF_ROLES: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];

export function isAdmin(role: Role): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN';
}

/**
 * Who manages whose account (product.md, "Rules that hold for every role"): an ADMIN manages
 * accounts below ADMIN, only a SUPER_ADMIN manages ADMIN and SUPER_ADMIN accounts, nobody
 * else manages anyone. A caller's own account is a separate case (the current password
 * guards a password change), so this answers for other people's accounts and for the role
 * an account is given.
 */
export function canManageAccount(caller: Role, account: Role): boolean {
  if (caller === 'SUPER_ADMIN') return true;
  return caller === 'ADMIN' && !isAdmin(account);
}
