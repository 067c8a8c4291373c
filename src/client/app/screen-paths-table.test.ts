// One table of screen paths: each path is defined once, every route reads its path from the
// table, and every path of the table has its route.
import { describe, expect, it } from 'vitest';
import { ROLES, roleDashboardPath } from '@/shared/roles';
import { allScreenPaths, PATHS, pathTo, withQuery } from '@/shared/screen-paths';
import { ROUTES } from './routes';

describe('the table of screen paths', () => {
  it('defines each path once', () => {
    const paths = allScreenPaths();
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('gives every route its path, one route a path, and has no path without a route', () => {
    const routed = ROUTES.map((route) => route.path);
    expect(routed.filter((path, index) => routed.indexOf(path) !== index)).toEqual([]);
    expect(routed.filter((path) => !allScreenPaths().includes(path))).toEqual([]);
    expect(allScreenPaths().filter((path) => !routed.includes(path))).toEqual([]);
  });

  it('holds each role’s dashboard at the spec’s prefix', () => {
    const dashboards = [PATHS.superAdmin, PATHS.admin, PATHS.business, PATHS.eventManager, PATHS.user, PATHS.distributor, PATHS.storeManager].map((area) => area.dashboard);
    expect(ROLES.map(roleDashboardPath).sort()).toEqual(dashboards.sort());
  });

  it('fills parameters and queries, encoded', () => {
    expect(pathTo(PATHS.box, { code: 'K7M2 QX9P' })).toBe('/b/K7M2%20QX9P');
    expect(pathTo(PATHS.admin.businessStores, { businessId: 12 })).toBe('/admin/clients/stores/12');
    expect(withQuery(PATHS.login, { next: '/wallet#r-3', empty: '' })).toBe('/login?next=%2Fwallet%23r-3');
    expect(withQuery(PATHS.admin.storeDetails, {})).toBe('/admin/clients/store/details');
  });
});
