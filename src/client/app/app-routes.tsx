// Renders the route table: finds the matching route, applies its guard, then frames the page
// in its layout. The layout sits outside the page's Route, so moving between two dashboard
// pages keeps the sidebar mounted (its open accordion, its scroll) and swaps only the page.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, matchRoute, useLocation, useRouter, useSearch } from 'wouter';
import { nextFromSearch } from '../lib/navigation';
import { sessionAtom } from '../lib/session/session';
import { guardDecision } from './guards';
import { RouteErrorBoundary } from './route-error-boundary';
import { loadDashboardLayout } from './layouts/load-dashboard-layout';
import { PublicLayout, SiteLayout, SitePageLayout } from './layouts/public-layout';
import { layoutFor, NOT_FOUND_ROUTE, ROUTES, type AppRoute, type LayoutName } from './routes';

// Staff only: its own chunk, so the catalogue's first load does not carry it.
const DashboardLayout = lazy(async () => ({ default: (await loadDashboardLayout()).DashboardLayout }));

const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  public: PublicLayout,
  site: SiteLayout,
  'site-page': SitePageLayout,
  dashboard: DashboardLayout,
};

export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-40 items-center justify-center" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span className="sr-only">{t`Loading…`}</span>
    </div>
  );
}

type Parser = ReturnType<typeof useRouter>['parser'];

function findRoute(parser: Parser, pathname: string): AppRoute {
  return ROUTES.find((route) => matchRoute(parser, route.path, pathname)[0]) ?? NOT_FOUND_ROUTE;
}

export function AppRoutes() {
  const router = useRouter();
  const [pathname] = useLocation();
  const search = useSearch();
  const role = useAtomValue(sessionAtom)?.user.role ?? null;
  const route = findRoute(router.parser, pathname);
  const here = search ? `${pathname}?${search}` : pathname;
  const decision = guardDecision(route.access, role, here, nextFromSearch(search));
  // Keyed: two redirects in a row (wrong role -> /login -> dashboard) must both fire, and
  // wouter's Redirect navigates only when it mounts.
  if (!decision.allow) return <Redirect key={`${here}->${decision.redirect}`} to={decision.redirect} replace />;

  const layout = layoutFor(route.layout, role !== null);
  const Layout = LAYOUTS[layout];
  // Keyed by the path: moving to another page leaves a failed one behind.
  return (
    <RouteErrorBoundary key={`layout:${layout}`}>
      <Suspense fallback={<PageLoading />}>
        <Layout>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Route path={route.path} component={route.page} />
            </Suspense>
          </RouteErrorBoundary>
        </Layout>
      </Suspense>
    </RouteErrorBoundary>
  );
}
