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
});
