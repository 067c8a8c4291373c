// Every address the catalogue sends people to outside the portal, in one place (issue 5). The
// site itself (and its VITE_SITE_URL) is shared with the header search: client/lib/site-links.ts.
import { SITE, type ExternalLink } from '@/client/lib/site-links';

export { EXTERNAL_REL, type ExternalLink } from '@/client/lib/site-links';

export const HEADER_LINKS: readonly ExternalLink[] = [
  { label: 'Home', href: `${SITE}/` },
  { label: 'The Box', href: `${SITE}/the-box` },
  { label: 'How We Recycle', href: `${SITE}/how-we-recycle` },
  { label: 'Coupons', href: `${SITE}/coupons` },
  { label: 'Events', href: `${SITE}/events` },
  { label: 'FAQ', href: `${SITE}/faq` },
];

/** Where the banner's Shop Now button goes: the service's shop of reusable boxes. */
export const SHOP_NOW_URL = `${SITE}/shop`;
