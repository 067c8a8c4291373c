// Budget 7: catalogue banners are WebP at the card's size with a 2x candidate, and carry
// width and height so nothing shifts.
import { openBrowser } from '../helpers/browser';
import type { Figure } from './report';

export async function measureImages(baseUrl: string): Promise<Figure[]> {
  const browser = await openBrowser({ serviceWorkers: 'block' });
  try {
    const { page } = browser;
    await page.goto(baseUrl);
    const first = page.locator('[data-testid="coupon-card"] img').first();
    await first.waitFor();
    const images = await page.locator('[data-testid="coupon-card"] img').evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({
        src: img.currentSrc || img.src,
        srcset: img.getAttribute('srcset') ?? '',
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    );
    const sized = images.filter((img) => img.width && img.height).length;
    const dense = images.filter((img) => /\s2x\b|\b\d+w\b/.test(img.srcset)).length;
    const response = await page.request.get(images[0]!.src);
    const type = response.headers()['content-type'] ?? '';
    const cardWidth = Number(new URL(images[0]!.src).searchParams.get('w') ?? 0);
    return [
      {
        name: 'catalogue images with width, height and a 2x srcset',
        value: images.length ? Math.round(((sized + dense) / (2 * images.length)) * 100) : null,
        unit: '%',
        kind: 'min',
        budget: 100,
        note: `${images.length} images; served as ${type}${cardWidth ? ` at w=${cardWidth}` : ' at full size'}`,
      },
      { name: 'catalogue banners served as WebP', value: type === 'image/webp' ? 1 : 0, unit: '', kind: 'min', budget: 1 },
    ];
  } finally {
    await browser.close();
  }
}
