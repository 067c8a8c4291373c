// Captures the manifest's screenshots (public/screenshots) from the real app in Chromium, so
// the install dialog shows what people will get: `npx tsx tests/helpers/capture-screenshots.ts`.
// Builds into dist/.screenshots, starts the server on a fresh demo database, signs in as the
// demo user and photographs the catalogue at the manifest's narrow and wide sizes.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { openBrowser } from './browser';
import { buildInto, startServerProcess } from './browser-global-setup';

interface Screenshot {
  src: string;
  sizes: string;
  form_factor: 'narrow' | 'wide';
}

const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as { screenshots: Screenshot[] };
const runDir = path.resolve('dist/.screenshots');
rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });
buildInto(runDir);
const server = await startServerProcess(runDir, path.join(runDir, 'data'));
try {
  for (const shot of manifest.screenshots) {
    const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
    // Narrow shots are taken at a phone's density: the layout is the phone's, the pixels sharp.
    const scale = shot.form_factor === 'narrow' ? 1.5 : 1;
    const browser = await openBrowser({ viewport: { width: Math.round(width / scale), height: Math.round(height / scale) } });
    try {
      const { page } = browser;
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Email').fill('user@rebox.test');
      await page.getByLabel('Password').fill('rebox-demo');
      await page.getByRole('button', { name: /log in/i }).click();
      await page.waitForURL(/\/user\/dashboard/);
      await page.goto(`${server.url}/coupon`);
      await page.getByTestId('coupon-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Chromium offers the install here too; the picture is of the app, not of our banner.
      const notNow = page.getByRole('button', { name: 'Not now' });
      if (await notNow.isVisible()) await notNow.click();
      const png = await page.screenshot({ scale: 'device', animations: 'disabled' });
      const out = path.join('public', shot.src);
      mkdirSync(path.dirname(out), { recursive: true });
      // Exactly the declared size (Chromium rejects a screenshot whose pixels differ from `sizes`).
      await sharp(png).resize(width, height, { fit: 'cover', position: 'top' }).png({ compressionLevel: 9, palette: true }).toFile(out);
      console.log(`${out}: ${width}x${height}`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
  rmSync(runDir, { recursive: true, force: true });
}
