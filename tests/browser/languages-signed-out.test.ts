// The pages around signing in (login, register, forgot password, terms, privacy, an
// unknown invite, a page that does not exist) in German and in Arabic on a 390 px phone: their
// headings, buttons and inline messages in the language, Arabic right to left, and each page
// axe-clean with no target under 44 px and nothing pushing the page sideways.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { translated } from '../helpers/catalogue';
import { audit, settled, watchConsole } from './sweep-support';

const baseUrl = sharedServerUrl();

const PAGES: { path: string; heading: string }[] = [
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create an account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/terms', heading: 'Terms of use' },
  { path: '/privacy', heading: 'Privacy notice' },
  { path: '/invite/no-such-invite', heading: 'Invite not found' },
  { path: '/no-such-page', heading: 'Page not found' },
];

for (const { locale, dir } of [
  { locale: 'de', dir: 'ltr' },
  { locale: 'ar', dir: 'rtl' },
] as const) {
  const tr = (english: string) => translated(locale, english);

  describe(`signed out, in ${locale}`, () => {
    let browser: BrowserSession;
    let page: Page;
    beforeAll(async () => {
      browser = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      page = browser.page;
      watchConsole(page);
      // ?lang= picks the language and keeps it on the device for the pages after.
      await page.goto(`${baseUrl}/login?lang=${locale}`);
      await page.getByRole('heading', { level: 1, name: tr('Log in') }).waitFor();
    });
    afterAll(() => browser?.close());

    it('the login form asks for what is missing in the language', async () => {
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, dir]);
      await page.getByRole('button', { name: tr('Log in'), exact: true }).click();
      await page.getByText(tr('Enter your email.')).waitFor();
      await page.getByText(tr('Enter your password.')).waitFor();
      await page.getByLabel(tr('Email')).fill('not-an-address');
      await page.getByRole('button', { name: tr('Log in'), exact: true }).click();
      await page.getByText(tr('{label} must be a valid address.').replace('{label}', tr('Email'))).waitFor();
    });

    it('every page reads in the language, fits and is accessible', async () => {
      const problems: Record<string, unknown> = {};
      for (const { path, heading } of PAGES) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: tr(heading) }).waitFor();
        await settled(page);
        const found = await audit(page);
        if (found.smallTargets.length || found.overflow || found.clippedTables.length || found.axe.length || found.console.length) problems[path] = found;
      }
      expect(problems).toEqual({});
    });
  });
}
