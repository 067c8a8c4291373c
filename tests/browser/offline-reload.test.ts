// Design card: recyclers check their points with no signal. One visit online, then the
// connection goes: a reload and deep links still show the catalogue with its banners, the
// points "as of" their time, and the wallet.
import { expect, it } from 'vitest';
import { useOwnServer } from '../helpers/own-server';
import { expectAppWithoutNetwork, visitOnline } from '../helpers/offline-scenario';

// Its own server: the test spends the demo user's points.
const own = useOwnServer('offline');

it('opens offline after one online visit: catalogue with banners, points as of their time, wallet, deep links', async () => {
  const { page, context } = own.browser;
  const visit = await visitOnline(page, own.server.url);

  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('offline-indicator').waitFor();
  await expectAppWithoutNetwork(page, own.server.url, visit);
  // Still saying so on every screen.
  expect(await page.getByTestId('offline-indicator').textContent()).toContain('You are offline');
  // Where it covers nothing a person needs: not the header (logo, search, Login), not the bar.
  const badge = (await page.getByTestId('offline-indicator').boundingBox())!;
  for (const part of ['header', 'bottom-bar']) {
    const box = (await page.getByTestId(part).first().boundingBox())!;
    const overlaps = badge.x < box.x + box.width && box.x < badge.x + badge.width && badge.y < box.y + box.height && box.y < badge.y + badge.height;
    expect(overlaps, part).toBe(false);
  }
});
