// A recycler at a 1440 px desk: the points card is as tall as what it says, not a coloured block
// stretched to the height of the return code beside it, and the catalogue's grid of 250 px cards
// shares the width it cannot fill between both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn } from '../helpers/pwa';

const baseUrl = sharedServerUrl();

describe('the recycler’s dashboard at a desk', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 1440, height: 900 } });
    await logIn(browser.page, baseUrl, 'user@rebox.test');
  });
  afterAll(() => browser.close());

  it('keeps the points card to its content', async () => {
    const { page } = browser;
    const card = page.locator('section[aria-labelledby="balance-heading"]');
    const spend = card.getByRole('link', { name: 'Spend on coupons' });
    await spend.waitFor();
    const [cardBox, spendBox] = [(await card.boundingBox())!, (await spend.boundingBox())!];
    // Its heading, the balance and its action (about 170 px with the padding), not stretched to
    // the return code card's 370 px beside it.
    expect(cardBox.height).toBeLessThan(240);
    expect(cardBox.y + cardBox.height - (spendBox.y + spendBox.height)).toBeLessThan(48);
  });

  it('centres the catalogue’s grid, signed in and signed out', async () => {
    for (const signedIn of [true, false]) {
      const session = signedIn ? browser : await openBrowser({ viewport: { width: 1440, height: 900 } });
      try {
        const { page } = session;
        await page.goto(`${baseUrl}/coupon`);
        const grid = page.getByRole('list', { name: 'Coupons' });
        await grid.getByRole('listitem').first().waitFor();
        const sides = await grid.evaluate((list) => {
          const inner = list.getBoundingClientRect();
          const outer = list.parentElement!.getBoundingClientRect();
          return { left: inner.left - outer.left, right: outer.right - inner.right };
        });
        expect(Math.abs(sides.left - sides.right), JSON.stringify(sides)).toBeLessThanOrEqual(2);
      } finally {
        if (!signedIn) await session.close();
      }
    }
  });
});
