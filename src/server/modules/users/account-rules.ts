// Who may act on which account and whose balance: the rules of product.md's "Rules that hold
// for every role", written once and used by every route that touches another account or
// moves points for someone.
import { canManageAccount, isAdmin, type Role } from '@/shared/roles';
import type { Caller } from '@/server/lib/authorization';
import { badRequest, forbidden } from '@/server/lib/http-error';

export const MANAGES_ONLY_BELOW =
  'Only a super admin can create, change or delete an admin or super admin account.';

/**
 * Refuses a caller acting on another person's account (`account`), or giving an account a
 * role (`newRole`), above what their own role manages. A caller's own account passes here;
 * what they may change of it is the caller's service's business.
 */
export function assertMayManageAccount(caller: Caller, account: { id: number; role: Role } | null, newRole?: Role): void {
  const self = account !== null && account.id === caller.userId;
  if (account && !self && !canManageAccount(caller.role, account.role)) {
    throw forbidden(isAdmin(caller.role) ? MANAGES_ONLY_BELOW : 'You can only change your own account.');
  }
  if (newRole !== undefined && !canManageAccount(caller.role, newRole)) throw forbidden(MANAGES_ONLY_BELOW);
}

/**
 * Nobody credits their own balance, and only recyclers earn: every entry that moves points
 * for someone other than the spender (returns, attendance, adjustments) passes here.
 */
export function assertMayCredit(caller: Caller, account: { id: number; role: Role; name: string }): void {
  if (account.id === caller.userId) throw forbidden('Nobody can credit or adjust their own points.');
  if (account.role !== 'NORMAL_USER') throw badRequest(`${account.name} is not a recycler: only recyclers earn points.`);
}
