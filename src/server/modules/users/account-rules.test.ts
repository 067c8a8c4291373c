import { describe, expect, it } from 'vitest';
import type { Role } from '@/shared/roles';
import { assertMayCredit, assertMayManageAccount } from './account-rules';

const caller = (role: Role, userId = 1) => ({ role, userId });
const account = (role: Role, id = 2, closed: { active?: boolean; deletedAt?: Date | null } = {}) => ({ role, id, name: 'Someone', active: true, deletedAt: null, ...closed });
const status = (fn: () => void) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { statusCode: number }).statusCode;
  }
};

describe('who manages whose account', () => {
  it('an admin manages accounts below admin only; a super admin manages every account', () => {
    expect(status(() => assertMayManageAccount(caller('ADMIN'), account('NORMAL_USER')))).toBe('ok');
    expect(status(() => assertMayManageAccount(caller('ADMIN'), account('EVENT_MANAGER')))).toBe('ok');
    expect(status(() => assertMayManageAccount(caller('ADMIN'), account('ADMIN')))).toBe(403);
    expect(status(() => assertMayManageAccount(caller('ADMIN'), account('SUPER_ADMIN')))).toBe(403);
    expect(status(() => assertMayManageAccount(caller('SUPER_ADMIN'), account('ADMIN')))).toBe('ok');
    expect(status(() => assertMayManageAccount(caller('SUPER_ADMIN'), account('SUPER_ADMIN')))).toBe('ok');
  });

  it('nobody else manages anyone, but everyone reaches their own account', () => {
    expect(status(() => assertMayManageAccount(caller('EVENT_MANAGER'), account('NORMAL_USER')))).toBe(403);
    expect(status(() => assertMayManageAccount(caller('NORMAL_USER', 2), account('NORMAL_USER', 2)))).toBe('ok');
    expect(status(() => assertMayManageAccount(caller('ADMIN', 2), account('ADMIN', 2)))).toBe('ok');
  });

  it('the role given to an account must be one the caller manages', () => {
    expect(status(() => assertMayManageAccount(caller('ADMIN'), null, 'ADMIN'))).toBe(403);
    expect(status(() => assertMayManageAccount(caller('ADMIN'), account('NORMAL_USER'), 'DISTRIBUTOR'))).toBe('ok');
    expect(status(() => assertMayManageAccount(caller('SUPER_ADMIN'), null, 'ADMIN'))).toBe('ok');
  });
});

describe('who may be credited', () => {
  it('a recycler other than the caller, never the caller, never staff', () => {
    expect(status(() => assertMayCredit(caller('ADMIN'), account('NORMAL_USER')))).toBe('ok');
    expect(status(() => assertMayCredit(caller('ADMIN', 2), account('ADMIN', 2)))).toBe(403);
    expect(status(() => assertMayCredit(caller('NORMAL_USER', 2), account('NORMAL_USER', 2)))).toBe(403);
    expect(status(() => assertMayCredit(caller('ADMIN'), account('DISTRIBUTOR')))).toBe(400);
    expect(status(() => assertMayCredit(caller('ADMIN'), account('NORMAL_USER', 2, { active: false })))).toBe(409);
    expect(status(() => assertMayCredit(caller('ADMIN'), account('NORMAL_USER', 2, { deletedAt: new Date() })))).toBe(409);
  });
});
