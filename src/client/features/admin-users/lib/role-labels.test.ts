import { describe, expect, it } from 'vitest';
import { assignableRoles } from './role-labels';

describe('the roles a caller may give', () => {
  it('an admin gives only roles below admin; a super admin every role', () => {
    expect(assignableRoles('ADMIN')).not.toContain('ADMIN');
    expect(assignableRoles('ADMIN')).not.toContain('SUPER_ADMIN');
    expect(assignableRoles('ADMIN')).toContain('STORE_MANAGER');
    expect(assignableRoles('SUPER_ADMIN')).toEqual(expect.arrayContaining(['SUPER_ADMIN', 'ADMIN', 'NORMAL_USER']));
    expect(assignableRoles(null)).toEqual([]);
  });
});
