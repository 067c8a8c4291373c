// Who may act on which account and whose balance: the rules of product.md's "Rules that hold
// for every role", written once and used by every route that touches another account or
// moves points for someone.
import { canManageAccount, isAdmin, type Role } from '@/shared/roles';
import type { Caller } from '@/server/lib/auth/authorization';
import { badRequest, conflict, forbidden } from '@/server/lib/http/http-error';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';

export const MANAGES_ONLY_BELOW = M.managesOnlyBelow.message;

/**
 * Refuses a caller acting on another person's account (`account`), or giving an account a
 * role (`newRole`), above what their own role manages. A caller's own account passes here;
 * what they may change of it is the caller's service's business.
 */
export function assertMayManageAccount(caller: Caller, account: { id: number; role: Role } | null, newRole?: Role): void {
  const self = account !== null && account.id === caller.userId;
  if (account && !self && !canManageAccount(caller.role, account.role)) {
    throw forbidden(isAdmin(caller.role) ? M.managesOnlyBelow : M.onlyOwnAccount);
  }
  if (newRole !== undefined && !canManageAccount(caller.role, newRole)) throw forbidden(M.managesOnlyBelow);
}

export interface CreditedAccount {
  id: number;
  role: Role;
  name: string;
  active: boolean;
  deletedAt: Date | null;
}

/**
 * Nobody credits their own balance, only recyclers earn, and a deleted or deactivated account
 * earns nothing: every entry that moves points for someone other than the spender (returns,
 * attendance, adjustments) passes here.
 */
export function assertMayCredit(caller: Caller, account: CreditedAccount): void {
  if (account.id === caller.userId) throw forbidden(M.noSelfCredit);
  if (account.deletedAt !== null || !account.active) throw conflict(M.accountClosedNoCredit);
  if (account.role !== 'NORMAL_USER') throw badRequest(M.onlyRecyclersEarn, { name: account.name });
}
