import { describe, expect, it } from 'vitest';
import { ROLE_PATH_PREFIX, roleDashboardPath, roleForPath } from './roles';

describe('role paths', () => {
  it('maps every role of the spec to its prefix, STORE_MANAGER included', () => {
    expect(ROLE_PATH_PREFIX).toEqual({
      ADMIN: 'admin',
      BUSINESS_USER: 'business',
      NORMAL_USER: 'user',
      SUPER_ADMIN: 'super-admin',
      DISTRIBUTOR: 'distributor',
      EVENT_MANAGER: 'event-manager',
      STORE_MANAGER: 'store-manager',
    });
  });

  it('sends each role to its own dashboard and reads the owner of a path', () => {
    expect(roleDashboardPath('EVENT_MANAGER')).toBe('/event-manager/dashboard');
    expect(roleForPath('/admin/users/add-new')).toBe('ADMIN');
    expect(roleForPath('/super-admin/form')).toBe('SUPER_ADMIN');
    expect(roleForPath('/coupon')).toBeNull();
  });
});
