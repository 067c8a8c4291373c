// Every staff route of every staff role: at the counter, on a
// 390×844 phone, no sideways scrolling and no target under 44×44 CSS px (sweep-support.ts says
// how exemptions are applied); at the desk, 1440×900, no serious or critical axe-core violation
// in light or dark; nothing logged as a warning or an error. The routes come from the route
// table itself, so a route added later is swept without anyone listing it. A super admin also
// opens every /admin screen (guards.ts): those are swept as the admin's; the super admin's own
// routes are swept as theirs.
import { routesFor } from './route-table';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/shared/api-paths';
import type { Store } from '@/shared/contract/stores';
import type { Role } from '@/shared/roles';
import { chromiumPath, sharedServerUrl } from '../helpers/browser';
import { DEMO_PASSWORD, apiCall, apiLogIn } from '../helpers/pwa';
import { LOOKS, audit, expectedLook, settled, shownLook, storeLook, watchConsole, type Audit } from './sweep-support';

const baseUrl = sharedServerUrl();
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };
const stamp = Date.now();
const CLERK = { email: `sweep-clerk-${stamp}@rebox.test`, password: 'clerk-password-1' };

const STAFF: { role: Role; email: string; password?: string; dashboard: string }[] = [
  { role: 'SUPER_ADMIN', email: 'superadmin@rebox.test', dashboard: '/super-admin/dashboard' },
  { role: 'ADMIN', email: 'admin@rebox.test', dashboard: '/admin/dashboard' },
  { role: 'BUSINESS_USER', email: 'business@rebox.test', dashboard: '/business/dashboard' },
  { role: 'DISTRIBUTOR', email: 'distributor@rebox.test', dashboard: '/distributor/dashboard' },
  { role: 'EVENT_MANAGER', email: 'events@rebox.test', dashboard: '/event-manager/dashboard' },
  { role: 'STORE_MANAGER', email: CLERK.email, password: CLERK.password, dashboard: '/store-manager/dashboard' },
];

// The screens every signed-in person shares (account, wallet, profile) are swept once, as the admin's.
const SHARED = ['/account', '/profile-setting/:userId'];
// A route whose screen needs a query to show its content.
const QUERY: Record<string, string> = { '/admin/clients/store/details': '?id=1' };

let browser: Browser;
const params: Record<string, string> = { clientId: '1', companyId: '1', eventId: '1' };

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  // A store manager the admin makes works a store once assigned to one; the admin's assignment
  // gives the clerk to that store's business (clerk-invite.test.ts has a business invite its own).
  const admin = await apiLogIn(baseUrl, 'admin@rebox.test');
  await apiCall(baseUrl, 'POST', API_PATHS.user.create, admin.token, { name: `Sam Sweep ${stamp}`, email: CLERK.email, password: CLERK.password, role: 'STORE_MANAGER' });
  const business = await apiLogIn(baseUrl, 'business@rebox.test');
  const store = (await apiCall<Store[]>(baseUrl, 'GET', API_PATHS.stores.mine, business.token)).find((s) => s.active)!;
  await apiCall(baseUrl, 'POST', API_PATHS.stores.managers(store.id), admin.token, { email: CLERK.email });
  params.businessId = String(business.user.user_id);
});
afterAll(() => browser?.close());

function screensOf(role: Role, userId: number): string[] {
  const paths = [...routesFor([role]), ...(role === 'ADMIN' ? SHARED : [])];
  return paths.map((path) => path.replace(/:(\w+)/g, (_, name: string) => (name === 'userId' ? String(userId) : (params[name] ?? `missing-${name}`))) + (QUERY[path] ?? ''));
}

async function signedInPage(email: string, password: string, dashboard: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  watchConsole(page);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}${dashboard}`);
  return page;
}

async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('main').first().waitFor();
  await settled(page);
}

const failuresOf = (results: Record<string, Audit>) =>
  Object.fromEntries(Object.entries(results).filter(([, r]) => r.smallTargets.length > 0 || r.overflow > 0 || r.clippedTables.length > 0 || r.axe.length > 0 || r.console.length > 0));

for (const staff of STAFF) {
  describe(staff.role, () => {
    let page: Page;
    let screens: string[] = [];

    beforeAll(async () => {
      const { user } = await apiCall<{ user: { user_id: number } }>(baseUrl, 'POST', '/auth/login', undefined, { email: staff.email, password: staff.password ?? DEMO_PASSWORD });
      page = await signedInPage(staff.email, staff.password ?? DEMO_PASSWORD, staff.dashboard);
      screens = screensOf(staff.role, user.user_id);
    });
    afterAll(() => page?.context().close());

    it('at 390 px: no screen scrolls sideways, no table is cut off at its edge, no target under 44×44', async () => {
      expect(screens.length).toBeGreaterThan(1);
      await page.setViewportSize(PHONE);
      const results: Record<string, Audit> = {};
      for (const path of screens) {
        await visit(page, path);
        // Never judged on the wrong screen: a guard bouncing elsewhere would hide the screen.
        expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
        results[path] = await audit(page, { axe: false });
      }
      expect(failuresOf(results)).toEqual({});
    }, 120_000);

    for (const look of LOOKS.filter((l) => l.name !== 'rtl')) {
      it(`at the desk, ${look.name}: no serious or critical axe violation`, async () => {
        await page.setViewportSize(DESK);
        await storeLook(page, look);
        const results: Record<string, Audit> = {};
        for (const path of screens) {
          await visit(page, path);
          expect(await shownLook(page)).toEqual(expectedLook(look));
          results[path] = await audit(page, { sizes: false });
        }
        expect(failuresOf(results)).toEqual({});
      }, 120_000);
    }
  });
}
