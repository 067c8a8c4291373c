// Route guards (spec section 4). Pure, so the rules are tested without a router.
// The server enforces every rule again; these are for the visitor's comfort.
import { roleDashboardPath, roleForPath, type Role } from '@/shared/roles';
import { LOGIN_PATH, loginPath, safeNext } from '../lib/navigation';

/** Who may open a route: anyone, only signed-out visitors, any signed-in user, or one role. */
export type Access = 'public' | 'guest' | 'signed-in' | Role;

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/**
 * @param role the signed-in user's role, or null when signed out
 * @param location where the visitor is (path plus search), remembered for the login redirect
 * @param next the login page's remembered target, if any
 */
export function guardDecision(access: Access, role: Role | null, location: string, next: string | null = null): GuardDecision {
  if (access === 'public') return { allow: true };
  if (access === 'guest') {
    if (!role) return { allow: true };
    return { allow: false, redirect: afterLoginPath(role, next) };
  }
  if (!role) return { allow: false, redirect: loginPath(location) };
  if (access === 'signed-in' || roleMayOpen(access, role)) return { allow: true };
  // A wrong role goes to /login (spec), which sends a signed-in user on to their own dashboard.
  return { allow: false, redirect: LOGIN_PATH };
}

/** Back to where the visitor was going when that place is theirs to open, else their dashboard. */
export function afterLoginPath(role: Role, next: string | null): string {
  const target = safeNext(next);
  if (target && pathAllowsRole(target, role)) return target;
  return roleDashboardPath(role);
}

/** Whether a role may open a path, judged by the path's area prefix (public paths are open). */
export function pathAllowsRole(path: string, role: Role): boolean {
  const owner = roleForPath(path.split(/[?#]/)[0]!);
  return owner === null || roleMayOpen(owner, role);
}

/**
 * A role opens its own area; a SUPER_ADMIN also opens every ADMIN screen (product.md, Roles:
 * the one deliberate widening of the spec's role guard, so the super admin administers in the
 * same /admin/* screens).
 */
export function roleMayOpen(owner: Role, role: Role): boolean {
  return owner === role || (owner === 'ADMIN' && role === 'SUPER_ADMIN');
}
