// Boot starts the code and the first reads of the screen it opens on, as soon as the stored
// session is read: the dashboard's chunk, its layout's and its data requests leave together,
// instead of each waiting for the render that discovers it (the layout, then the page, then the
// page's effects).
import type { Role } from '@/shared/roles';
import { startEarlyReads } from '../lib/api/early-reads';
import { getUserById } from '../lib/api/get-user-by-id';
import type { Session } from '../lib/session/session';
import { guardDecision } from './guards';
import { loadDashboardLayout } from './layouts/load-dashboard-layout';
import { layoutFor, ROUTES } from './routes';

/** For a visitor allowed on `pathname`: its route's code and reads (routes with a fixed path only). */
export function preloadRoute(pathname: string, session: Session | null) {
  const role: Role | null = session?.user.role ?? null;
  const route = ROUTES.find((r) => r.path === pathname);
  if (!route || !guardDecision(route.access, role, pathname).allow) return;
  if (layoutFor(route.layout, role !== null) === 'dashboard') void loadDashboardLayout().catch(() => undefined);
  route.preload?.();
  // The app refreshes the signed-in user's figures on every start (app.tsx): that read too.
  if (session && navigator.onLine) startEarlyReads([() => getUserById(session.user.user_id)]);
}
