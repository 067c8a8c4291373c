// Installable: Chromium finds nothing missing, the one manifest carries what the install
// dialog and the home screen use, and our "Install Rebox" banner follows the browser's offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession, sharedServerUrl } from '../helpers/browser';
import { logIn, waitForServiceWorker } from '../helpers/pwa';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

let browser: BrowserSession;
const baseUrl = sharedServerUrl();

beforeAll(async () => {
  browser = await openBrowser();
  await browser.page.goto(baseUrl);
  await waitForServiceWorker(browser.page);
});
afterAll(() => browser.close());

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('installability', () => {
  it('Chromium reports no installability errors', async () => {
    const cdp = await browser.context.newCDPSession(browser.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors, url } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  });

  it('links the one manifest, with standalone display, shortcuts and both screenshot form factors', async () => {
    const links = await browser.page.locator('link[rel="manifest"]').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(links).toEqual(['/manifest.webmanifest']);
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as {
      display: string;
      start_url: string;
      scope: string;
      id: string;
      icons: ManifestImage[];
      shortcuts: { name: string; url: string }[];
      screenshots: ManifestImage[];
    };
    expect(manifest).toMatchObject({ name: 'Rebox', short_name: 'Rebox', display: 'standalone', start_url: '/', scope: '/', id: '/' });
    expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Coupons', 'My points', 'My coupons']);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

    // Every image is served, as a PNG of exactly the size the manifest declares.
    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      const response = await fetch(new URL(image.src, baseUrl));
      expect(response.status, image.src).toBe(200);
      expect(pngSize(Buffer.from(await response.arrayBuffer())), image.src).toBe(image.sizes);
    }
    // Each shortcut opens inside the app's scope, served by the shell.
    for (const shortcut of manifest.shortcuts) {
      const response = await fetch(new URL(shortcut.url, baseUrl));
      expect(response.headers.get('content-type'), shortcut.url).toMatch(/text\/html/);
    }
  });
});

describe('caching headers', () => {
  it('has the shell, the service worker and the manifest revalidated, and hashed assets kept for good', async () => {
    for (const pathname of ['/', '/index.html', '/user/dashboard', '/sw.js', '/manifest.webmanifest']) {
      const response = await fetch(new URL(pathname, baseUrl));
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
    }
    const html = await (await fetch(baseUrl)).text();
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1]!;
    expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
    expect((await fetch(new URL(script, baseUrl))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the "Install Rebox" banner', () => {
  /** Chromium's beforeinstallprompt, made deterministic: the real one depends on heuristics. */
  const offerInstall = () =>
    browser.page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  it('waits until the visitor signed in, never covers content or the bottom bar, and "Not now" is remembered across visits', async () => {
    const { page } = browser;
    // Our banner takes over from the browser's own mini-infobar, but not on a first visit,
    // where it covered the first coupon's Redeem Now.
    expect(await offerInstall()).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('install-banner').count()).toBe(0);

    await logIn(page, baseUrl, 'rob@rebox.test');
    await offerInstall();
    const banner = page.getByTestId('install-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Install Rebox');
    // In the page's flow: what is at its centre is the banner itself, and it is not fixed.
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    // At the end of the page it shows whole, above the bottom bar (the bar is fixed, so higher
    // up anything may pass under it while scrolling). Scrolled to the end again until the
    // dashboard's figures have come: they grow the page above the banner (CI once measured
    // before they had).
    const coveredAtTheEnd = () =>
      banner.evaluate((el) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const box = el.getBoundingClientRect();
        const bar = document.querySelector('nav[aria-label="Bottom navigation"], [data-testid="bottom-bar"]')?.getBoundingClientRect();
        return bar ? box.bottom > bar.top && box.top < bar.bottom : false;
      });
    await expect.poll(coveredAtTheEnd, { timeout: 5000 }).toBe(false);

    await banner.getByRole('button', { name: 'Not now' }).click();
    await banner.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await offerInstall();
    // Give React a moment to render it, were it (wrongly) going to.
    await page.waitForTimeout(300);
    expect(await page.getByTestId('install-banner').count()).toBe(0);
  });
});
