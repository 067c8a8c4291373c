import { describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/roles';
import { guardDecision } from '@/client/app/guards';
import { ROUTES } from '@/client/app/routes';
import { isItemActive, itemHref, menuForRole, parentIndexForPath, staffBarEntries, type MenuItem } from './menus';

const destinations = (items: MenuItem[]) => items.filter((item) => !item.isHeadr).map((item) => item.link);

describe('the menu sets of the spec, with returns for every role that records them', () => {
  it('gives the admin its set, with the first entry on the admin dashboard and Returns', () => {
    expect(destinations(menuForRole('ADMIN'))).toEqual(['admin/dashboard', 'admin/users', 'admin/clients', 'admin/stores', 'admin/boxes', 'admin/form', 'admin/events', 'admin/coupon-management', 'coupon']);
  });

  it('gives the super admin the admin screens plus its own dashboard and settings', () => {
    expect(destinations(menuForRole('SUPER_ADMIN'))).toEqual([
      'super-admin/dashboard',
      'admin/users',
      'admin/clients',
      'admin/stores',
      'admin/boxes',
      'admin/form',
      'admin/events',
      'admin/coupon-management',
      'super-admin/form',
      'coupon',
    ]);
  });

  it('gives the business user, the event manager, the distributor and the store manager theirs', () => {
    expect(destinations(menuForRole('BUSINESS_USER'))).toEqual(['business/dashboard', 'business/mystores', 'business/returns/record']);
    expect(destinations(menuForRole('EVENT_MANAGER'))).toEqual(['event-manager/dashboard', 'event-manager/ManagEvent', 'coupon']);
    expect(destinations(menuForRole('DISTRIBUTOR'))).toEqual(['distributor/dashboard', 'distributor/form', 'distributor/depot', 'coupon']);
    expect(destinations(menuForRole('STORE_MANAGER'))).toEqual(['store-manager/dashboard', 'store-manager/form', 'coupon']);
  });

  it('offers recording and deciding returns to every role that may', () => {
    for (const role of ['ADMIN', 'SUPER_ADMIN', 'DISTRIBUTOR', 'BUSINESS_USER', 'STORE_MANAGER'] as const) {
      const returns = menuForRole(role).find((item) => item.title === 'Returns');
      expect(returns?.child?.map((c) => c.childtitle), role).toEqual(['Record a return', 'Pending returns']);
    }
    expect(menuForRole('NORMAL_USER').some((item) => item.title === 'Returns')).toBe(false);
  });

  it('gives a recycler the default set, pointed at its own dashboard, then My coupons, Return points and My boxes', () => {
    expect(destinations(menuForRole('NORMAL_USER'))).toEqual(['user/dashboard', 'coupon', 'wallet', 'return-points', 'user/boxes']);
  });

  it('gives staff their counter work in the bottom bar, every entry one their guard lets them open', () => {
    expect(staffBarEntries('NORMAL_USER')).toBeNull();
    expect(staffBarEntries('STORE_MANAGER')?.map((e) => e.href)).toEqual(['/store-manager/form', '/store-manager/returns/pending']);
    expect(staffBarEntries('DISTRIBUTOR')?.map((e) => e.href)).toEqual(['/distributor/form', '/distributor/returns/pending', '/distributor/depot']);
    for (const role of ROLES) {
      for (const entry of staffBarEntries(role) ?? []) {
        const route = ROUTES.find((r) => r.path === entry.href);
        expect(route && guardDecision(route.access, role, entry.href).allow, `${role} -> ${entry.href}`).toBe(true);
      }
    }
  });

  it('never links a role to a page its guard would refuse', () => {
    for (const role of ROLES) {
      for (const item of menuForRole(role).filter((i) => !i.isHeadr)) {
        const targets = item.child ? item.child.map((c) => c.childlink) : [itemHref(item)];
        for (const target of targets) {
          const route = ROUTES.find((r) => r.path === target);
          expect(route, `${role} -> ${target} has a route`).toBeDefined();
          expect(guardDecision(route!.access, role, target).allow, `${role} may open ${target}`).toBe(true);
        }
      }
    }
  });

  it('links an item without children to /{link} and finds the parent of the current path', () => {
    const admin = menuForRole('ADMIN');
    expect(itemHref(admin[1]!)).toBe('/admin/dashboard');
    expect(parentIndexForPath(admin, '/admin/users/add-new')).toBe(admin.findIndex((i) => i.title === 'Users'));
    expect(parentIndexForPath(admin, '/admin/dashboard')).toBeNull();
    expect(isItemActive(admin.find((i) => i.title === 'Events')!, '/admin/event/create')).toBe(true);
    expect(isItemActive(admin.find((i) => i.title === 'Dashboard')!, '/admin/dashboard')).toBe(true);
  });

  it('keeps the entry a sub-page was reached from marked (and its parent open)', () => {
    const admin = menuForRole('ADMIN');
    expect(isItemActive(admin.find((i) => i.title === 'Events')!, '/admin/ManageParticipants/4')).toBe(true);
    expect(isItemActive(admin.find((i) => i.title === 'Coupon Management')!, '/admin/coupon-companies/manage/2')).toBe(true);
    // Clients is its own entry: marked on a client's stores and a store's details, no parent opened.
    expect(isItemActive(admin.find((i) => i.title === 'Clients')!, '/admin/clients/stores/3')).toBe(true);
    expect(isItemActive(admin.find((i) => i.title === 'Clients')!, '/admin/clients/store/details')).toBe(true);
    expect(parentIndexForPath(admin, '/admin/clients/stores/3')).toBeNull();
    expect(isItemActive(admin.find((i) => i.title === 'Users')!, '/admin/ManageParticipants/4')).toBe(false);
  });
});
