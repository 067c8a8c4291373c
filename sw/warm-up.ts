/// <reference lib="webworker" />
// The page's first visit fetches the catalogue and its banners before the SW controls it, so
// the runtime caches stay empty and the first offline visit would show nothing (toolchain.md,
// trap 6). After activation the SW fetches them itself.
import { couponListAnswer } from '../src/shared/contract/coupons';
import { catalogueStrategy, catalogueUrl } from './catalogue-cache';
import { bannerUrls } from './banner-urls';
import { imageStrategy } from './image-cache';

export async function warmCaches(event: ExtendableEvent, origin: string): Promise<void> {
  const [answer, done] = catalogueStrategy.handleAll({ request: new Request(catalogueUrl()), event });
  const response = await answer;
  await done;
  const parsed = couponListAnswer.safeParse(((await response.clone().json()) as { data?: unknown }).data);
  if (!parsed.success) return;
  const urls = bannerUrls(origin, parsed.data.data.map((coupon) => coupon.bannerImage));
  // One failed banner must not stop the others.
  await Promise.allSettled(
    urls.map((url) => Promise.all(imageStrategy.handleAll({ request: new Request(url), event }))),
  );
}
