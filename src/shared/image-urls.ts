// Where uploaded images are served (product.md: one origin), shared so that the server's
// HTML can name a banner exactly as the catalogue's <img> will ask for it.
export function uploadedImageUrl(name: string): string {
  return `/uploads/images/${encodeURIComponent(name)}`;
}

/**
 * A coupon banner at card width: the server resizes (`?w=`), and the 2x file serves screens
 * with more than one pixel per CSS pixel. x-descriptors (not sizes), so the browser's choice
 * depends on the screen alone and a preload with the same set picks the same file.
 */
export function bannerSources(name: string): { src: string; srcSet: string } {
  const url = uploadedImageUrl(name);
  return { src: `${url}?w=250`, srcSet: `${url}?w=250 1x, ${url}?w=500 2x` };
}
