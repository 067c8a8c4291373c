// Every signed-in route's JavaScript (gzip) on a cold open with a stored session: what a phone
// downloads and parses before the screen shows its content, against the first visit's floor
// (bundle.ts) with the signed-in budget of 1.6 ×. One row per route and role, the route's own
// figure in its note; the demo server's demo accounts, parameters as the staff sweep fills them.
import { gzipSync } from 'node:zlib';
import { API_PATHS } from '@/shared/api-paths';
import type { Role } from '@/shared/roles';
import { DEMO_PASSWORD } from '@/server/seed/demo-seed';
import { openBrowser } from '../helpers/browser';
import { routesFor, withParams } from '../browser/route-table';
import { settled } from '../browser/sweep-support';
import { firstVisitFloorGzip } from './bundle';
import type { Figure } from './report';

const ROUTE_JS_BUDGET = 1.6;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const ACCOUNTS: { role: Role; email: string }[] = [
  { role: 'NORMAL_USER', email: 'user@rebox.test' },
  { role: 'STORE_MANAGER', email: 'store@rebox.test' },
  { role: 'DISTRIBUTOR', email: 'distributor@rebox.test' },
  { role: 'BUSINESS_USER', email: 'business@rebox.test' },
  { role: 'EVENT_MANAGER', email: 'events@rebox.test' },
  { role: 'ADMIN', email: 'admin@rebox.test' },
  { role: 'SUPER_ADMIN', email: 'superadmin@rebox.test' },
];
// Screens every signed-in person shares, measured once, as the recycler's.
const SHARED = routesFor(['signed-in']);
const PARAMS: Record<string, string> = { clientId: '1', companyId: '1', eventId: '1' };
const QUERY: Record<string, string> = { '/admin/clients/store/details': '?id=1' };

async function userIdOf(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1${API_PATHS.auth.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  return String(((await response.json()) as { data: { user: { user_id: number } } }).data.user.user_id);
}

export async function measureRouteJs(baseUrl: string): Promise<Figure[]> {
  const floor = await firstVisitFloorGzip();
  const businessId = await userIdOf(baseUrl, 'business@rebox.test');
  const figures: Figure[] = [];
  for (const account of ACCOUNTS) {
    const browser = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    try {
      const { page } = browser;
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/dashboard'));
      const userId = await userIdOf(baseUrl, account.email);
      const paths = [...routesFor([account.role]), ...(account.role === 'NORMAL_USER' ? SHARED : [])];
      for (const pattern of paths) {
        const path = withParams(pattern, { ...PARAMS, businessId, userId }) + (QUERY[pattern] ?? '');
        const scripts: Promise<number>[] = [];
        const onResponse = (response: { request(): { resourceType(): string }; body(): Promise<Buffer> }) => {
          if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
        };
        page.on('response', onResponse);
        await page.goto(`${baseUrl}${path}`);
        await page.locator('main').first().waitFor();
        await settled(page).catch(() => undefined);
        page.off('response', onResponse);
        const bytes = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
        figures.push({ name: `route JS / floor: ${pattern} (${account.role})`, value: Math.round((bytes / floor) * 100) / 100, unit: '×', kind: 'max', budget: ROUTE_JS_BUDGET, note: `${kb(bytes)} KB in ${scripts.length} files; floor ${kb(floor)} KB` });
      }
    } finally {
      await browser.close();
    }
  }
  return figures;
}
