import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/client/lib/i18n/language';
import { assignableRoles, roleLabel, roleOptions } from './role-labels';

afterAll(() => activateLocale('en'));

describe('the roles a caller may give', () => {
  it('an admin gives only roles below admin; a super admin every role', () => {
    expect(assignableRoles('ADMIN')).not.toContain('ADMIN');
    expect(assignableRoles('ADMIN')).not.toContain('SUPER_ADMIN');
    expect(assignableRoles('ADMIN')).toContain('STORE_MANAGER');
    expect(assignableRoles('SUPER_ADMIN')).toEqual(expect.arrayContaining(['SUPER_ADMIN', 'ADMIN', 'NORMAL_USER']));
    expect(assignableRoles(null)).toEqual([]);
  });

  it('names the roles in the active language', async () => {
    expect(roleLabel('STORE_MANAGER')).toBe('Store manager');
    await activateLocale('de');
    expect(roleOptions('ADMIN').find((o) => o.value === 'EVENT_MANAGER')?.label).toBe('Veranstaltungsmanager');
    expect(roleLabel('DISTRIBUTOR')).toBe('Händler');
    await activateLocale('ar');
    expect(roleLabel('DISTRIBUTOR')).toBe('موزّع');
    await activateLocale('en');
    expect(roleLabel('SUPER_ADMIN')).toBe('Super admin');
  });
});
