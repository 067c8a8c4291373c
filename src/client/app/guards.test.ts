import { describe, expect, it } from 'vitest';
import { ROLES, roleDashboardPath, type Role } from '@/shared/roles';
import { afterLoginPath, guardDecision } from './guards';
import { ROUTES } from './routes';

describe('route guards', () => {
  it('sends a signed-out visitor of a role route to /login, remembering where they were going', () => {
    expect(guardDecision('ADMIN', null, '/admin/users?page=2')).toEqual({
      allow: false,
      redirect: `/login?next=${encodeURIComponent('/admin/users?page=2')}`,
    });
    expect(guardDecision('signed-in', null, '/profile-setting/7')).toEqual({ allow: false, redirect: '/login?next=%2Fprofile-setting%2F7' });
  });

  it('sends a wrong role to /login, where the guest guard moves it on to its own dashboard', () => {
    expect(guardDecision('ADMIN', 'NORMAL_USER', '/admin/dashboard')).toEqual({ allow: false, redirect: '/login' });
    expect(guardDecision('guest', 'NORMAL_USER', '/login')).toEqual({ allow: false, redirect: '/user/dashboard' });
  });

  it('lets each role into its own area and nobody else, but the super admin also into every admin screen', () => {
    for (const route of ROUTES.filter((r) => (ROLES as readonly string[]).includes(r.access))) {
      for (const role of ROLES) {
        const expected = route.access === role || (route.access === 'ADMIN' && role === 'SUPER_ADMIN');
        expect(guardDecision(route.access, role, route.path).allow, `${role} on ${route.path}`).toBe(expected);
      }
    }
    expect(guardDecision('SUPER_ADMIN', 'ADMIN', '/super-admin/form')).toEqual({ allow: false, redirect: '/login' });
    expect(afterLoginPath('SUPER_ADMIN', '/admin/users')).toBe('/admin/users');
  });

  it('keeps the public catalogue open to everyone and /login to signed-out visitors only', () => {
    expect(guardDecision('public', null, '/')).toEqual({ allow: true });
    expect(guardDecision('public', 'ADMIN', '/coupon')).toEqual({ allow: true });
    expect(guardDecision('guest', null, '/login')).toEqual({ allow: true });
  });

  it('returns after login to the remembered page when the role may open it, else to the dashboard', () => {
    expect(afterLoginPath('NORMAL_USER', '/invite/spring-drive')).toBe('/invite/spring-drive');
    expect(afterLoginPath('NORMAL_USER', '/coupon?redeem=12')).toBe('/coupon?redeem=12');
    expect(afterLoginPath('ADMIN', '/admin/users')).toBe('/admin/users');
    expect(afterLoginPath('NORMAL_USER', '/admin/users')).toBe('/user/dashboard');
    expect(afterLoginPath('DISTRIBUTOR', null)).toBe('/distributor/dashboard');
  });

  it('never follows a remembered target off the site', () => {
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', '/\n/evil.example']) {
      expect(afterLoginPath('NORMAL_USER', next)).toBe('/user/dashboard');
    }
  });

  it('maps every role, STORE_MANAGER included, to a dashboard route that exists', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const role of ROLES as readonly Role[]) expect(paths.has(roleDashboardPath(role)), role).toBe(true);
  });
});
