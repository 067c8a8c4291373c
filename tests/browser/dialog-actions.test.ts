// One order of buttons in every dialog, at a desk: the other actions first and the main one at
// the end, on the same row.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();

/** The main action's box against Cancel's: after it in the reading direction, on the same row. */
async function expectMainActionLast(dialog: Locator, main: string) {
  const cancel = (await dialog.getByRole('button', { name: 'Cancel', exact: true }).boundingBox())!;
  const primary = (await dialog.getByRole('button', { name: main, exact: true }).boundingBox())!;
  expect(Math.abs(primary.y - cancel.y), `${main} on Cancel's row`).toBeLessThan(4);
  expect(primary.x, main).toBeGreaterThanOrEqual(cancel.x + cancel.width - 1);
}

describe('the buttons of a dialog', () => {
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
    page = browser.page;
    await logIn(page, baseUrl, 'admin@rebox.test');
  });
  afterAll(() => browser.close());

  async function openUserDialog(trigger: RegExp, name: RegExp): Promise<Locator> {
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('button', { name: trigger }).first().click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    return dialog;
  }

  it('puts Adjust points, Save changes and Log out after Cancel', async () => {
    await expectMainActionLast(await openUserDialog(/^Adjust points of /, /^Adjust points of /), 'Adjust points');
    await expectMainActionLast(await openUserDialog(/^Edit /, /^Edit /), 'Save changes');
    await page.keyboard.press('Escape');
    await page.getByTestId('header').getByTestId('profile-menu').getByRole('button').first().click();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expectMainActionLast(page.getByRole('dialog', { name: 'Log out?' }), 'Log out');
    await page.keyboard.press('Escape');
  });
});
