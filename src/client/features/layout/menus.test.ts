import { describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/roles';
import { guardDecision } from '@/client/app/guards';
import { ROUTES } from '@/client/app/routes';
import { isItemActive, itemHref, menuForRole, parentIndexForPath, type MenuItem } from './menus';

const destinations = (items: MenuItem[]) => items.filter((item) => !item.isHeadr).map((item) => item.link);

describe('the four menu sets of the spec', () => {
  it('gives the admin its set, with the first entry on the admin dashboard', () => {
    expect(destinations(menuForRole('ADMIN'))).toEqual(['admin/dashboard', 'admin/users', 'admin/events', 'admin/coupon-management', 'coupon']);
  });

  it('gives the business user, the event manager and the distributor theirs', () => {
    expect(destinations(menuForRole('BUSINESS_USER'))).toEqual(['business/dashboard', 'business/mystores']);
    expect(destinations(menuForRole('EVENT_MANAGER'))).toEqual(['event-manager/dashboard', 'event-manager/ManagEvent', 'coupon']);
    expect(destinations(menuForRole('DISTRIBUTOR'))).toEqual(['distributor/dashboard', 'coupon']);
  });

  it('gives every other role the default set, pointed at its own dashboard', () => {
    expect(destinations(menuForRole('NORMAL_USER'))).toEqual(['user/dashboard', 'coupon']);
    expect(destinations(menuForRole('SUPER_ADMIN'))).toEqual(['super-admin/dashboard', 'coupon']);
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
});
