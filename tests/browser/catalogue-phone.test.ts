// The catalogue on a 390 px phone (recycler journey): two compact cards a row instead of one
// 250 px card a screen, nothing wider than the screen, and Redeem Now big enough for a thumb.
// From the sm breakpoint up, the spec's 250×350 card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';

const baseUrl = sharedServerUrl();
let phone: BrowserSession;

beforeAll(async () => {
  phone = await openBrowser({ viewport: { width: 390, height: 844 } });
});
afterAll(() => phone?.close());

describe('catalogue on a phone', () => {
  it('shows two cards a row, with 44 px Redeem Now buttons and no sideways scrolling', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl}/coupons`);
    await page.getByTestId('coupon-card').nth(1).waitFor();
    const boxes = await page.getByTestId('coupon-card').evaluateAll((cards) => cards.slice(0, 4).map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes[0]!.top).toBe(boxes[1]!.top);
    expect(boxes[2]!.top).toBeGreaterThan(boxes[0]!.top);
    for (const box of boxes) expect(box.width).toBeGreaterThanOrEqual(150);
    expect(boxes[1]!.right).toBeLessThanOrEqual(390);
    const button = await page.getByTestId('coupon-card').first().getByRole('button', { name: 'Redeem Now' }).boundingBox();
    expect(button!.height).toBeGreaterThanOrEqual(44);
    // The button sits inside its card: nothing is cut off at the bottom.
    expect(button!.y + button!.height).toBeLessThanOrEqual(boxes[0]!.bottom);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('makes each card once on a first visit: none is built in a guessed layout and thrown away', async () => {
    const page = await phone.context.newPage();
    try {
      // Every card element the page ever holds, recorded from before the app's script runs.
      await page.addInitScript(() => {
        const seen = new Set<Element>();
        (window as unknown as { cardsEverShown: Set<Element> }).cardsEverShown = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            // Removed nodes too: a card made and dropped before this callback ran is only there.
            for (const node of [...record.addedNodes, ...record.removedNodes]) {
              if (!(node instanceof Element)) continue;
              if (node.matches('[data-testid="coupon-card"]')) seen.add(node);
              for (const card of node.querySelectorAll('[data-testid="coupon-card"]')) seen.add(card);
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${baseUrl}/coupons`);
      await page.getByTestId('coupon-card').nth(3).waitFor();
      await page.waitForLoadState('networkidle');
      const cards = await page.evaluate(() => {
        const seen = [...(window as unknown as { cardsEverShown: Set<Element> }).cardsEverShown];
        return { made: seen.length, thrownAway: seen.filter((card) => !card.isConnected).length };
      });
      const shown = await page.getByTestId('coupon-card').count();
      expect(shown).toBeGreaterThanOrEqual(4);
      expect(cards).toEqual({ made: shown, thrownAway: 0 });
    } finally {
      await page.close();
    }
  });

  it('asks first for the banners on screen; those below the fold wait until the page scrolls near them', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl}/coupons`);
    await page.getByTestId('coupon-card').nth(3).waitFor(); // the second row, below the fold on this phone
    const banners = await page.getByTestId('coupon-card').evaluateAll((cards) =>
      cards.map((card) => {
        const img = card.querySelector('img')!;
        return { onScreen: img.getBoundingClientRect().top < window.innerHeight, loading: img.loading, fetchPriority: img.fetchPriority };
      }),
    );
    expect(banners.filter((banner) => banner.onScreen).length).toBeGreaterThan(0);
    expect(banners.filter((banner) => !banner.onScreen).length).toBeGreaterThan(0);
    for (const banner of banners)
      expect(banner).toEqual(
        banner.onScreen ? { onScreen: true, loading: 'eager', fetchPriority: 'high' } : { onScreen: false, loading: 'lazy', fetchPriority: 'auto' },
      );
  });

  it('keeps the spec’s 250×350 card from the sm breakpoint up', async () => {
    const { page } = phone;
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`${baseUrl}/coupons`);
    await page.getByTestId('coupon-card').first().waitFor();
    const box = await page.getByTestId('coupon-card').first().boundingBox();
    expect([box!.width, box!.height]).toEqual([250, 350]);
  });
});
