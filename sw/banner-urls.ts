const IMAGES_PATH = '/uploads/images/';

/**
 * The banner widths the catalogue cards ask for (src `?w=250`, srcset 2x `?w=500`; see the
 * coupon card): both are warmed so any screen density finds its banner offline. The offline
 * browser tests fail if the card starts asking for other URLs.
 */
export const BANNER_WIDTHS = [250, 500] as const;

export function bannerUrls(origin: string, bannerImages: readonly (string | null)[]): string[] {
  const names = [...new Set(bannerImages.filter((name): name is string => Boolean(name)))];
  return names.flatMap((name) => BANNER_WIDTHS.map((width) => `${origin}${IMAGES_PATH}${encodeURIComponent(name)}?w=${width}`));
}
