// Each demo role signs in through the login form, lands on its own dashboard with its own
// menu, passes axe-core in both themes, and logs out. Signed-out and wrong-role visits bounce.
// One sign-in per role: the server allows a limited number of logins per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { dismissInstallBanner, seriousViolations, sidebarEntries, signIn } from './shell-support';
import { confirmLogout } from '../helpers/logout';
import { animationsDone } from './sweep-support';

const baseUrl = sharedServerUrl();
let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser({ viewport: { width: 1440, height: 900 } });
});
afterAll(() => browser.close());

const ROLES = [
  {
    email: 'superadmin@rebox.test',
    dashboard: '/super-admin/dashboard',
    menu: ['Dashboard', 'Users', 'Clients', 'Stores', 'Boxes', 'Returns', 'Events', 'Coupon Management', 'Settings', 'Coupons'],
  },
  { email: 'admin@rebox.test', dashboard: '/admin/dashboard', menu: ['Dashboard', 'Users', 'Clients', 'Stores', 'Boxes', 'Returns', 'Events', 'Coupon Management', 'Coupons'] },
  { email: 'business@rebox.test', dashboard: '/business/dashboard', menu: ['Dashboard', 'My Stores', 'Returns'] },
  { email: 'distributor@rebox.test', dashboard: '/distributor/dashboard', menu: ['Dashboard', 'Returns', 'Depot', 'Coupons'] },
  { email: 'events@rebox.test', dashboard: '/event-manager/dashboard', menu: ['Dashboard', 'Manage Events', 'Coupons'] },
  { email: 'user@rebox.test', dashboard: '/user/dashboard', menu: ['Dashboard', 'Coupons', 'My coupons', 'Return points', 'My boxes'] },
];

async function setDarkMode(dark: boolean) {
  const { page } = browser;
  const toggle = page.getByTestId('header').getByRole('button', { name: 'Dark mode' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(dark)) await toggle.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(dark ? 'rebox-dark' : 'rebox');
  await settled();
}

/**
 * Colours fade between themes; axe must measure the settled page. Waiting for every animation
 * also waited out the logout toast's endless loader, 6 s a role.
 */
const settled = () => animationsDone(browser.page);

async function logOut() {
  const { page } = browser;
  await page.getByTestId('header').getByTestId('profile-menu').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Logout' }).click();
  // Logout asks first.
  await confirmLogout(page);
  await page.waitForURL(`${baseUrl}/login`);
  await page.getByText('You have been logged out successfully').waitFor();
}

async function expectDashboard(role: (typeof ROLES)[number]) {
  const { page } = browser;
  await page.waitForURL(`${baseUrl}${role.dashboard}`);
  await dismissInstallBanner(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.title()).toBe(`Rebox | ${role.dashboard}`);
  await expect.poll(() => sidebarEntries(page)).toEqual(role.menu);
  const current = page.getByTestId('sidebar').getByTestId('sidebar-menu').getByRole('link', { name: 'Dashboard', exact: true });
  expect(await current.getAttribute('aria-current')).toBe('page');
  expect(await current.getAttribute('href')).toBe(role.dashboard);
}

describe('each demo role', () => {
  it('the login page has no serious accessibility problems', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.title()).toBe('Rebox | /login');
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const role of ROLES) {
    it(`${role.email} signs in, lands on ${role.dashboard} with its menu, accessible in both themes`, async () => {
      const { page } = browser;
      if (role.email === 'admin@rebox.test') {
        // A signed-out visitor of a staff page is sent to /login and brought back after signing in.
        await page.goto(`${baseUrl}/admin/coupon-management`);
        await page.waitForURL(`${baseUrl}/login?next=%2Fadmin%2Fcoupon-management`);
        await signIn(page, role.email);
        await page.waitForURL(`${baseUrl}/admin/coupon-management`);
        await page.goto(`${baseUrl}/dashboard`);
      } else {
        await page.goto(`${baseUrl}/login`);
        await signIn(page, role.email);
        await page.getByText('User logged in, Redirecting to Dashboard').waitFor();
      }
      await expectDashboard(role);

      await setDarkMode(false);
      expect(await seriousViolations(page), 'light theme').toEqual([]);
      await setDarkMode(true);
      expect(await seriousViolations(page), 'dark theme').toEqual([]);

      if (role.email === 'user@rebox.test') {
        // A wrong role is bounced to /login, which sends it on to its own dashboard.
        const visited: string[] = [];
        const record = (frame: { url(): string }) => visited.push(new URL(frame.url()).pathname);
        page.on('framenavigated', record);
        await page.goto(`${baseUrl}/admin/users`);
        await page.waitForURL(`${baseUrl}/user/dashboard`);
        page.off('framenavigated', record);
        expect(visited).toContain('/login');
        await expect.poll(() => sidebarEntries(page)).toEqual(role.menu);
      }

      await logOut();
      // The theme is the device's preference: the login page stays dark after logout.
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('rebox-dark');
      await settled();
      expect(await seriousViolations(page), 'login page, dark theme').toEqual([]);
    });
  }
});
