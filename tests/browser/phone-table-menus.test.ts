// On a 390 px phone a table row's ⋯ menu opens above the table, not inside its scrolling box:
// every entry of the last row's menu is on screen and is what a tap there reaches.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();
const sessions: BrowserSession[] = [];
afterAll(() => Promise.all(sessions.map((session) => session.close())));

async function phoneAs(email: string): Promise<Page> {
  const session = await openBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  sessions.push(session);
  await logIn(session.page, baseUrl, email);
  return session.page;
}

/** Opens the last row's menu and answers, for each entry, whether a tap at its centre reaches it. */
async function lastRowMenuReachable(page: Page, table: Locator): Promise<boolean[]> {
  const menu = table.locator('tbody tr').last().locator('details');
  await menu.locator('summary').click();
  const entries = menu.locator('ul > li > :is(a, button)');
  await entries.first().waitFor();
  const reached: boolean[] = [];
  for (const entry of await entries.all()) {
    reached.push(
      await entry.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        // A disabled entry lets taps through to its list item: the item is what must be reached.
        return box.bottom <= window.innerHeight && hit !== null && element.closest('li')!.contains(hit);
      }),
    );
  }
  return reached;
}

describe('row menus on a phone', () => {
  for (const [screen, email, path] of [
    ['the users table', 'admin@rebox.test', '/admin/users'],
    ['My stores', 'business@rebox.test', '/business/mystores'],
  ] as const) {
    it(`${screen}: the last row's menu`, async () => {
      const page = await phoneAs(email);
      await page.goto(`${baseUrl}${path}`);
      const table = page.getByRole('table').first();
      await table.locator('tbody tr').last().waitFor();
      const reached = await lastRowMenuReachable(page, table);
      expect(reached.length).toBeGreaterThan(1);
      expect(reached.every(Boolean), JSON.stringify(reached)).toBe(true);
    });
  }

  it('the points history shows the Points column and a readable note', async () => {
    const page = await phoneAs('admin@rebox.test');
    await page.goto(`${baseUrl}/admin/users?q=user%40rebox.test`);
    const row = page.locator('tbody tr').filter({ hasText: 'user@rebox.test' }).first();
    await row.locator('summary').click();
    await row.getByRole('button', { name: /^Points history of / }).click();
    const dialog = page.getByRole('dialog', { name: /^Points history of / });
    const table = dialog.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    const box = (await dialog.locator('.modal-box').boundingBox())!;
    const points = (await table.getByRole('columnheader', { name: 'Points' }).boundingBox())!;
    expect(points.x + points.width).toBeLessThanOrEqual(box.x + box.width);
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth + 1)).toBe(true);
    // A note reads as a line or two, not one word a line.
    const note = table.getByTestId('history-note-phone').first();
    const lines = await note.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
    const words = ((await note.textContent()) ?? '').trim().split(/\s+/).length;
    expect(lines).toBeLessThan(Math.max(2, words));
  });
});
