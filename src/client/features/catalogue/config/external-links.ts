// Every address the catalogue sends people to outside the portal, in one place (issue 5).
// The spec names the links but not their addresses: they point at the service's public
// site, which a deployment can move with VITE_SITE_URL at build time.
const SITE = (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') || 'https://rebox.example';

export interface ExternalLink {
  label: string;
  href: string;
}

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

/** Links leave the app: never hand the opened page a handle on ours. */
export const EXTERNAL_REL = 'noopener noreferrer';
