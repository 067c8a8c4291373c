// The PWA's shell (index.html) as the server answers a navigation. A first visit to the
// catalogue paints a coupon banner last (Lighthouse's largest paint, issue 20): the <img> is
// only made once the script has run and the list has arrived. The shell of the catalogue's
// paths names the first cards' banners itself, with the very sources the cards use, so the
// browser fetches them beside the script. The service worker's precached shell is the plain
// file: a returning visitor's banners come from its cache anyway.
import { CATALOGUE_PATHS } from '@/shared/catalogue-paths';
import { bannerSources } from '@/shared/image-urls';
import type { CatalogueAnswer, CatalogueCache } from './modules/coupons/catalogue.service';


/** A cold list is not worth holding the HTML (and so the script) back longer than this. */
const LIST_WAIT_MS = 100;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function createClientShell(indexHtml: string, catalogue: Pick<CatalogueCache, 'get'>) {
  let made: { etag: string; html: string } | undefined;

  const withBannerPreloads = (answer: CatalogueAnswer): string => {
    if (made?.etag !== answer.etag) {
      const links = answer.leadBanners.map((name) => {
        const { src, srcSet } = bannerSources(name);
        // fetchpriority as the card's own <img> has it: an image preload is Low otherwise, and a
        // browser may hold Low requests back while the head's script and stylesheet load.
        return `<link rel="preload" as="image" href="${escapeAttribute(src)}" imagesrcset="${escapeAttribute(srcSet)}" fetchpriority="high" />`;
      });
      made = { etag: answer.etag, html: indexHtml.replace('</head>', `${links.join('')}</head>`) };
    }
    return made.html;
  };

  /** The shell for a navigation to `pathname`: the plain file unless it is the catalogue. */
  return async function shellFor(pathname: string): Promise<string> {
    if (!CATALOGUE_PATHS.has(pathname)) return indexHtml;
    let timer: NodeJS.Timeout | undefined;
    try {
      const tooLate = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), LIST_WAIT_MS);
      });
      const answer = await Promise.race([catalogue.get(), tooLate]);
      return answer ? withBannerPreloads(answer) : indexHtml;
    } catch {
      // The database away: the page still opens (its list comes from the last good copy or the device).
      return indexHtml;
    } finally {
      clearTimeout(timer);
    }
  };
}
