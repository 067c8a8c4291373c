// The browser believes it is online but the server is gone (a dead Wi-Fi, a restart): the
// service worker still opens the app from its caches, exactly as when offline.
import { expect, it } from 'vitest';
import { useOwnServer } from '../helpers/own-server';
import { expectAppWithoutNetwork, visitOnline } from '../helpers/offline-scenario';

const own = useOwnServer('no-server');

it('opens with the server process stopped: catalogue with banners, points as of their time, wallet, deep links', async () => {
  const { page } = own.browser;
  const visit = await visitOnline(page, own.server.url);

  expect(await own.server.stop()).toBe(0);
  const down = await fetch(`${own.server.url}/api/v1/health`).then(
    () => false,
    () => true,
  );
  expect(down).toBe(true);

  await page.reload();
  await expectAppWithoutNetwork(page, own.server.url, visit);
});
